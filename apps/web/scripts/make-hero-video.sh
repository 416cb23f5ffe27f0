#!/usr/bin/env bash
# Makes the /ai-voicemail hero's background video (public/video/voicemail-hero.webm): 8 s of slowly moving brand
# gradients, small (VP9, 640x360, no sound). Needs: apt-get install -y ffmpeg
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -y -loglevel error -f lavfi -i "gradients=s=640x360:d=8:speed=0.015:c0=0x0b3d91:c1=0x051d47:c2=0x007a5c:c3=0x2a1458:n=4:r=24" \
  -c:v libvpx-vp9 -b:v 120k -pix_fmt yuv420p -an public/video/voicemail-hero.webm
ls -l public/video
