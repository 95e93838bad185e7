import type { ClubId } from '@sportif/runtime';
import cukurambar01 from '../../../assets/gallery/cukurambar-01.webp';
import cukurambar02 from '../../../assets/gallery/cukurambar-02.webp';
import cukurambar03 from '../../../assets/gallery/cukurambar-03.webp';
import cukurambar04 from '../../../assets/gallery/cukurambar-04.webp';
import cukurambar05 from '../../../assets/gallery/cukurambar-05.webp';
import cukurambar06 from '../../../assets/gallery/cukurambar-06.webp';
import cukurambar07 from '../../../assets/gallery/cukurambar-07.webp';
import cukurambar08 from '../../../assets/gallery/cukurambar-08.webp';
import cukurambar09 from '../../../assets/gallery/cukurambar-09.webp';
import cukurambar10 from '../../../assets/gallery/cukurambar-10.webp';
import cukurambar11 from '../../../assets/gallery/cukurambar-11.webp';
import cukurambar12 from '../../../assets/gallery/cukurambar-12.webp';
import cukurambar13 from '../../../assets/gallery/cukurambar-13.webp';
import cukurambar14 from '../../../assets/gallery/cukurambar-14.webp';
import cukurambar15 from '../../../assets/gallery/cukurambar-15.webp';
import cukurambar16 from '../../../assets/gallery/cukurambar-16.webp';
import cukurambar17 from '../../../assets/gallery/cukurambar-17.webp';
import cukurambar18 from '../../../assets/gallery/cukurambar-18.webp';
import cukurambar19 from '../../../assets/gallery/cukurambar-19.webp';
import cukurambar20 from '../../../assets/gallery/cukurambar-20.webp';
import cukurambar21 from '../../../assets/gallery/cukurambar-21.webp';
import umitkoy01 from '../../../assets/gallery/umitkoy-01.webp';
import umitkoy02 from '../../../assets/gallery/umitkoy-02.webp';
import umitkoy03 from '../../../assets/gallery/umitkoy-03.webp';
import umitkoy04 from '../../../assets/gallery/umitkoy-04.webp';
import umitkoy05 from '../../../assets/gallery/umitkoy-05.webp';
import umitkoy06 from '../../../assets/gallery/umitkoy-06.webp';
import umitkoy07 from '../../../assets/gallery/umitkoy-07.webp';
import umitkoy08 from '../../../assets/gallery/umitkoy-08.webp';
import umitkoy09 from '../../../assets/gallery/umitkoy-09.webp';
import umitkoy10 from '../../../assets/gallery/umitkoy-10.webp';
import type { GalleryItem } from './gallery-item';

/** Size of every gallery image (scripts/make-media.sh); each image is also its own thumbnail. */
export const galleryImageSize = { width: 1200, height: 800 } as const;

function image(src: string, alt: string): GalleryItem {
  return { type: 'image', data: { src, alt, ...galleryImageSize } };
}

/** The pictures of each branch (docs/requirements.md §2: Ümitköy 10, Çukurambar 21). */
export const clubGalleries: Record<ClubId, readonly GalleryItem[]> = {
  umitkoy: [
    image(umitkoy01, 'Ümitköy · Fitness salonu'),
    image(umitkoy02, 'Ümitköy · Kardiyo alanı'),
    image(umitkoy03, 'Ümitköy · Pilates stüdyosu'),
    image(umitkoy04, 'Ümitköy · Yüzme havuzu'),
    image(umitkoy05, 'Ümitköy · Spinning salonu'),
    image(umitkoy06, 'Ümitköy · Grup dersleri salonu'),
    image(umitkoy07, 'Ümitköy · Serbest ağırlık alanı'),
    image(umitkoy08, 'Ümitköy · Soyunma odaları'),
    image(umitkoy09, 'Ümitköy · Resepsiyon'),
    image(umitkoy10, 'Ümitköy · Kafeterya'),
  ],
  cukurambar: [
    image(cukurambar01, 'Çukurambar · Fitness salonu'),
    image(cukurambar02, 'Çukurambar · Reformer Pilates'),
    image(cukurambar03, 'Çukurambar · Yoga stüdyosu'),
    image(cukurambar04, 'Çukurambar · Kick Boks salonu'),
    image(cukurambar05, 'Çukurambar · Zumba dersi'),
    image(cukurambar06, 'Çukurambar · Kangoo Jumps'),
    image(cukurambar07, 'Çukurambar · Spinning salonu'),
    image(cukurambar08, 'Çukurambar · Koşu bantları'),
    image(cukurambar09, 'Çukurambar · Serbest ağırlık alanı'),
    image(cukurambar10, 'Çukurambar · Fonksiyonel antrenman'),
    image(cukurambar11, 'Çukurambar · Yüzme havuzu'),
    image(cukurambar12, 'Çukurambar · Sauna'),
    image(cukurambar13, 'Çukurambar · Buhar odası'),
    image(cukurambar14, 'Çukurambar · Masaj odası'),
    image(cukurambar15, 'Çukurambar · Çocuk kulübü'),
    image(cukurambar16, 'Çukurambar · Tae-Bo dersi'),
    image(cukurambar17, 'Çukurambar · Core Workout'),
    image(cukurambar18, 'Çukurambar · Soyunma odaları'),
    image(cukurambar19, 'Çukurambar · Resepsiyon'),
    image(cukurambar20, 'Çukurambar · Kafeterya'),
    image(cukurambar21, 'Çukurambar · Kulüp girişi'),
  ],
};
