/** A reported position as the server returns it (WGS84, ISO time). */
export interface TrackPoint {
  longitude: number;
  latitude: number;
  time: string;
}

/** Whose track and when ('YYYY-MM-DD HH:mm:ss'; the caller fills the default window when none is chosen). */
export interface TrackQuery {
  userId: string;
  date?: string;
  dateEnd?: string;
}

export interface TrackViewerContext {
  query?: TrackQuery;
  points: TrackPoint[];
  /** The replayed position: points[index]. */
  index: number;
  /** 查询 was pressed without an officer (请选择执法人员 next to the field). */
  missingOfficer: boolean;
  error?: string;
}

export type TrackViewerEvent =
  | { type: 'track.query'; query: Partial<TrackQuery> }
  | { type: 'track.retry' }
  | { type: 'playback.play' }
  | { type: 'playback.pause' }
  | { type: 'playback.seek'; index: number };
