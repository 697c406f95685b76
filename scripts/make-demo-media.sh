#!/usr/bin/env bash
# Generates the small, real, playable H.264 demo videos the API serves under /media (committed in api/media/).
# Catalogue: 4 contents x 2 views x 3 compression types x 2 QPs = 48 clips; distortion examples: R1..R5 for three
# categories with rising CRF (really increasing distortion) plus two dynamic backgrounds. Needs ffmpeg with drawtext.
# The demo manifest (api/media/demo-manifest.csv) and its companion (api/media/demo-distortion-examples.csv) list
# exactly these files.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$ROOT/api/media}"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
SIZE=240x180
DUR=2
FPS=12

encode() { # encode <source filter> <crf> <text line 1> <text line 2> <output>
  local src="$1" crf="$2" t1="$3" t2="$4" out="$5"
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$src" -t "$DUR" \
    -vf "drawtext=fontfile=$FONT:text='$t1':x=6:y=6:fontsize=16:fontcolor=white:box=1:boxcolor=black@0.6,drawtext=fontfile=$FONT:text='$t2':x=6:y=h-26:fontsize=14:fontcolor=yellow:box=1:boxcolor=black@0.6" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryfast -crf "$crf" -movflags +faststart -an "$out"
}

# content -> generator; views differ by pattern parameters so the clips look different.
source_for() { # source_for <content> <view>
  local c="$1" v="$2" seed=1
  [ "$v" = side ] && seed=2
  case "$c" in
    longdress) echo "testsrc2=size=$SIZE:rate=$FPS" ;;
    loot) echo "mandelbrot=size=$SIZE:rate=$FPS:start_scale=$([ "$v" = side ] && echo 1.5 || echo 3)" ;;
    redandblack) echo "life=size=$SIZE:rate=$FPS:seed=$seed:mold=10:life_color=red:death_color=black" ;;
    soldier) echo "cellauto=size=$SIZE:rate=$FPS:rule=$([ "$v" = side ] && echo 30 || echo 110)" ;;
  esac
}

# compression type -> "qp:crf" pairs (qp as stored in the catalogue, crf for a visible quality difference)
declare -A LEVELS=(
  [texture_compression]="25:28 40:40"
  [geometry_compression]="50:30 54:42"
  [geometry_and_texture_compression]="g57-t15:32 g61-t30:44"
)

for content in longdress loot redandblack soldier; do
  for view in front side; do
    for comp in texture_compression geometry_compression geometry_and_texture_compression; do
      for pair in ${LEVELS[$comp]}; do
        qp="${pair%%:*}"; crf="${pair##*:}"
        encode "$(source_for "$content" "$view")" "$crf" "$content / $view" "$comp qp $qp" \
          "$OUT/catalogue/${content}_${view}_${comp}_qp${qp}.mp4"
      done
    done
  done
done

# Distortion examples: R1 (best) .. R5 (worst), CRF rising so the artefacts really grow.
CRFS=(20 30 38 45 51)
for category in geometry_and_texture_compression texture_compression geometry_compression; do
  for level in 1 2 3 4 5; do
    encode "testsrc2=size=$SIZE:rate=$FPS" "${CRFS[$((level - 1))]}" "$category" "level R$level" \
      "$OUT/distortion/$category/R$level/${category}_R$level.mp4"
  done
done
encode "mandelbrot=size=$SIZE:rate=$FPS" 30 "dynamic background" "example 1" "$OUT/distortion/dynamic_video/background_1.mp4"
encode "life=size=$SIZE:rate=$FPS:mold=10" 30 "dynamic background" "example 2" "$OUT/distortion/dynamic_video/background_2.mp4"

du -sh "$OUT"
