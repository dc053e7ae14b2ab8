/** A range of 'YYYY-MM-DD HH:mm:ss' texts, as the server takes them. */
export interface DateRangeValue {
  start?: string;
  end?: string;
}
