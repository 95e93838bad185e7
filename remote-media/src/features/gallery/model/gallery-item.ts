/** Fields every gallery item has (docs/requirements.md §3): the file, its thumbnail and its text alternative. */
interface BaseItemData {
  src: string;
  /** Defaults to the item's own picture: the image itself, a video's poster, a YouTube still. */
  thumb?: string;
  alt: string;
}

export interface ImageItemData extends BaseItemData {
  /** Intrinsic size, so the slide, the thumbnail and the lightbox reserve their space. */
  width: number;
  height: number;
}

export interface VideoItemData extends BaseItemData {
  mute?: boolean;
  poster?: string;
  controls?: boolean;
  controlsList?: string;
  disablePictureInPicture?: boolean;
  autoplay?: boolean;
}

export interface EmbedItemData extends BaseItemData {
  /** Extra query parameters for the embedded page (docs/requirements.md §3). */
  params?: Readonly<Record<string, string>>;
}

export type GalleryItem =
  | { type: 'image'; data: ImageItemData }
  | { type: 'video'; data: VideoItemData }
  /** `src` is the YouTube video id. */
  | { type: 'youtube'; data: EmbedItemData }
  | { type: 'iframe'; data: EmbedItemData };

/** The still YouTube publishes for every video; used when a youtube item names no thumbnail. */
export function youtubeThumb(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

/** The embed address of a youtube item or the page of an iframe item, with its extra params. */
export function embedUrl(item: Extract<GalleryItem, { type: 'youtube' | 'iframe' }>): string {
  const base =
    item.type === 'youtube'
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.data.src)}`
      : item.data.src;
  const params = new URLSearchParams(item.data.params);
  if (params.size === 0) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** The picture a thumbnail shows, or undefined when the item has none (an iframe without thumb). */
export function thumbOf(item: GalleryItem): string | undefined {
  if (item.data.thumb) return item.data.thumb;
  switch (item.type) {
    case 'image':
      return item.data.src;
    case 'video':
      return item.data.poster;
    case 'youtube':
      return youtubeThumb(item.data.src);
    case 'iframe':
      return undefined;
  }
}
