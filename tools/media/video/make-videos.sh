#!/usr/bin/env bash
# Renders the site's video clips into public/media/video/ (clip list:
# tools/media/video/clips.mts). A maintainer tool: the build only uses the
# committed outputs. Needs ffmpeg with libx264, and tsx and sharp from
# `npm install` (sharp arrives as part of next).
#
#   tools/media/video/make-videos.sh              render every clip
#   tools/media/video/make-videos.sh key ...      render only these clips
set -euo pipefail
cd "$(dirname "$0")/../../.."

command -v ffmpeg >/dev/null || { echo "make-videos: ffmpeg not found" >&2; exit 1; }
node -e "require.resolve('sharp')" 2>/dev/null || { echo "make-videos: sharp not installed; run npm install" >&2; exit 1; }

# Frames are rasterised one at a time and x264 runs single-threaded: slow, but
# polite on a shared machine.
nice -n 10 npx tsx tools/media/video/render-videos.mts "$@"

if [[ $# -eq 0 || " $* " == *" home-hero-"* ]]; then
  npx tsx tools/media/video/measure-hero.mts
fi

echo
echo "public/media/video (bytes):"
total=0
for mp4 in public/media/video/*.mp4; do
  poster="${mp4%.mp4}.webp"
  v=$(stat -c %s "$mp4")
  p=$(stat -c %s "$poster" 2>/dev/null || echo 0)
  total=$((total + v + p))
  printf '  %-36s %9d  poster %7d\n' "$(basename "$mp4" .mp4)" "$v" "$p"
done
awk -v b="$total" 'BEGIN { printf "  %-36s %9d  (%.2f MB, videos and posters)\n", "total", b, b / 1048576 }'
