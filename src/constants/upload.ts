/** Image and video upload accepts only these MIME types (document 2 §5). */
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'video/mp4', 'video/rmvb', 'video/avi'] as const;
