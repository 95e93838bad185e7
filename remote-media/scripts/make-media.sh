#!/usr/bin/env bash
# Regenerates the placeholder club media under src/assets/ with Debian's ffmpeg (libx264, libvpx-vp9,
# libwebp, DejaVu fonts): 31 gallery images (Ümitköy 10, Çukurambar 21) and one promo video per
# branch (MP4/H.264 + WebM/VP9 + a WebP poster). The club can replace any file with real footage of
# the same name and size; the sizes are recorded in src/features/*/model/club-*.ts.
#
#   bash remote-media/scripts/make-media.sh [all|images|videos]
set -euo pipefail

what=${1:-all}

here="$(cd "$(dirname "$0")" && pwd)"
assets="$here/../src/assets"
fonts=/usr/share/fonts/truetype/dejavu
bold="$fonts/DejaVuSans-Bold.ttf"
regular="$fonts/DejaVuSans.ttf"

# Gallery images: must match galleryImageSize in src/features/gallery/model/club-media.ts.
image_width=1200
image_height=800
# Promo videos: about the 1440×652 player, must match src/features/video-player/model/club-videos.ts.
video_width=960
video_height=432
video_seconds=12

mkdir -p "$assets/gallery" "$assets/video"

umitkoy_captions=(
  'Fitness salonu' 'Kardiyo alanı' 'Pilates stüdyosu' 'Yüzme havuzu' 'Spinning salonu'
  'Grup dersleri salonu' 'Serbest ağırlık alanı' 'Soyunma odaları' 'Resepsiyon' 'Kafeterya'
)
cukurambar_captions=(
  'Fitness salonu' 'Reformer Pilates' 'Yoga stüdyosu' 'Kick Boks salonu' 'Zumba dersi'
  'Kangoo Jumps' 'Spinning salonu' 'Koşu bantları' 'Serbest ağırlık alanı' 'Fonksiyonel antrenman'
  'Yüzme havuzu' 'Sauna' 'Buhar odası' 'Masaj odası' 'Çocuk kulübü' 'Tae-Bo dersi'
  'Core Workout' 'Soyunma odaları' 'Resepsiyon' 'Kafeterya' 'Kulüp girişi'
)

# Background gradient pairs in the house palette (brand red, dark, text grey, deep red, slate).
palette=(
  '0xc8102e 0x1d1f23' '0x1d1f23 0xc8102e' '0x7a0a1c 0x1d1f23' '0x3b3f45 0xc8102e'
  '0xa50d26 0x2b2e34' '0x1d1f23 0x5a6270' '0xc8102e 0x3b3f45'
)

# A light overlay shape, as a geq term added to each RGB channel.
shape_term() {
  local index=$1
  case $((index % 4)) in
    0) echo "if(lt(hypot(X-980,Y-260),220),22,0)+if(lt(abs(hypot(X-980,Y-260)-300),6),30,0)" ;;
    1) echo "if(gt(X,560)*lt(mod(X+Y*0.6,170),36),16,0)" ;;
    2) echo "if(lt(mod(hypot(X-1180,Y-40),90),8),20,0)" ;;
    3) echo "if(lt(hypot(X-300,Y-200),150),18,0)+if(lt(hypot(X-1020,Y-300),260),12,0)" ;;
  esac
}

make_image() {
  local club_label=$1 caption=$2 index=$3 out=$4
  local colours c0 c1 term angle
  colours=${palette[$((index % ${#palette[@]}))]}
  c0=${colours% *}
  c1=${colours#* }
  term=$(shape_term "$index")
  # Alternate the gradient direction so neighbouring slides look different.
  if ((index % 2 == 0)); then angle="x0=0:y0=0:x1=$image_width:y1=$image_height"; else angle="x0=$image_width:y0=0:x1=0:y1=$image_height"; fi
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=${image_width}x${image_height}:c0=$c0:c1=$c1:n=2:$angle:d=1:r=1,format=rgb24" \
    -vf "geq=r='r(X,Y)+$term':g='g(X,Y)+$term':b='b(X,Y)+$term',\
drawtext=fontfile=$regular:text='SPORTİF YAŞAM MERKEZİ':fontsize=24:fontcolor=white@0.85:x=80:y=520,\
drawbox=x=80:y=560:w=96:h=8:color=white@0.9:t=fill,\
drawtext=fontfile=$bold:text='$club_label · $caption':fontsize=56:fontcolor=white:x=80:y=590:shadowcolor=black@0.35:shadowx=2:shadowy=2" \
    -frames:v 1 -c:v libwebp -quality 85 "$out"
}

make_gallery() {
  local club=$1 label=$2
  shift 2
  local captions=("$@") i
  for i in "${!captions[@]}"; do
    make_image "$label" "${captions[$i]}" "$i" "$assets/gallery/$club-$(printf '%02d' $((i + 1))).webp"
  done
}

make_video() {
  local club=$1 title=$2 c0=$3 c1=$4
  local base="$assets/video/$club-promo"
  local text="fontfile=$bold:fontcolor=white:shadowcolor=black@0.4:shadowx=2:shadowy=2"
  # A slowly turning gradient, a ball crossing the frame, three captions and a white bar along the
  # bottom that grows with the time, so playing, pausing and seeking are visible at a glance.
  local ball="if(lt(hypot(X-mod(T*90,W+240)+120,Y-H*0.7-40*sin(T*2)),40),60,0)"
  local bar="gte(Y,H-8)*lt(X,W*T/$video_seconds)"
  local filters="format=rgb24,\
geq=r='if($bar,235,r(X,Y)+$ball)':g='if($bar,235,g(X,Y)+$ball)':b='if($bar,235,b(X,Y)+$ball)',\
drawtext=$text:text='$title':fontsize=64:x=(w-tw)/2:y=130:enable='lt(t,4)',\
drawtext=$text:text='Fitness · Pilates · Yüzme · Grup dersleri':fontsize=36:x=(w-tw)/2:y=150:enable='between(t,4,8)',\
drawtext=$text:text='Sportif Yaşam Merkezi · Bize Katıl':fontsize=40:x=(w-tw)/2:y=150:enable='gt(t,8)',\
drawtext=fontfile=$regular:text='%{eif\:t\:d} sn':fontsize=22:fontcolor=white@0.8:x=w-tw-30:y=30"
  local frames
  frames="$(mktemp --suffix=.mkv)"

  # Drawn once losslessly, then encoded twice.
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=${video_width}x${video_height}:c0=$c0:c1=$c1:n=2:speed=0.02:r=25:d=$video_seconds" \
    -vf "$filters" -c:v ffv1 "$frames"
  ffmpeg -hide_banner -loglevel error -y -i "$frames" \
    -c:v libx264 -profile:v main -preset slow -crf 24 -pix_fmt yuv420p -movflags +faststart -an "$base.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$frames" \
    -c:v libvpx-vp9 -b:v 0 -crf 30 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -an "$base.webm"
  ffmpeg -hide_banner -loglevel error -y -i "$frames" -frames:v 1 -c:v libwebp -quality 80 \
    "$assets/video/$club-poster.webp"
  rm -f "$frames"
}

if [[ $what == all || $what == images ]]; then
  make_gallery umitkoy 'Ümitköy' "${umitkoy_captions[@]}"
  make_gallery cukurambar 'Çukurambar' "${cukurambar_captions[@]}"
fi
if [[ $what == all || $what == videos ]]; then
  make_video umitkoy 'Ümitköy Kulüp' 0xc8102e 0x1d1f23
  make_video cukurambar 'Çukurambar Kulüp' 0x1d1f23 0xa50d26
fi

ls -l "$assets/gallery" "$assets/video"
