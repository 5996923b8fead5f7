/**
 * Reads what the video catalogue promises about a file straight from its MP4
 * boxes: duration, coded size and which kinds of track it carries. Enough of
 * ISO BMFF for files written by ffmpeg; not a general demuxer.
 */

export interface Mp4Info {
  durationSeconds: number;
  width: number;
  height: number;
  /** Handler types of the tracks, e.g. ['vide'] or ['vide', 'soun']. */
  tracks: string[];
  /** `moov` comes before `mdat`, so playback can start before the download ends. */
  fastStart: boolean;
}

interface Box {
  type: string;
  start: number;
  end: number;
  body: number;
}

function* boxes(view: DataView, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    yield { type, start: at, end: at + size, body: at + header };
    at += size;
  }
}

function child(view: DataView, parent: Box, type: string): Box | undefined {
  for (const box of boxes(view, parent.body, parent.end)) if (box.type === type) return box;
  return undefined;
}

export function readMp4Info(bytes: Uint8Array): Mp4Info {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = [...boxes(view, 0, bytes.byteLength)];
  const moov = top.find((b) => b.type === 'moov');
  const mdatIndex = top.findIndex((b) => b.type === 'mdat');
  if (!moov) throw new Error('not an MP4: no moov box');
  const mvhd = child(view, moov, 'mvhd');
  if (!mvhd) throw new Error('MP4 without mvhd');
  const v1 = view.getUint8(mvhd.body) === 1;
  const timescale = view.getUint32(mvhd.body + (v1 ? 20 : 12));
  const duration = v1 ? Number(view.getBigUint64(mvhd.body + 24)) : view.getUint32(mvhd.body + 16);

  let width = 0;
  let height = 0;
  const tracks: string[] = [];
  for (const trak of boxes(view, moov.body, moov.end)) {
    if (trak.type !== 'trak') continue;
    const hdlr = (() => {
      const mdia = child(view, trak, 'mdia');
      return mdia ? child(view, mdia, 'hdlr') : undefined;
    })();
    const handler = hdlr
      ? String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(hdlr.body + 8 + i)))
      : '????';
    tracks.push(handler);
    const tkhd = child(view, trak, 'tkhd');
    if (tkhd && handler === 'vide') {
      const tv1 = view.getUint8(tkhd.body) === 1;
      const sizeAt = tkhd.body + (tv1 ? 88 : 76);
      width = view.getUint32(sizeAt) / 65536;
      height = view.getUint32(sizeAt + 4) / 65536;
    }
  }
  return {
    durationSeconds: timescale ? duration / timescale : 0,
    width,
    height,
    tracks,
    fastStart: mdatIndex === -1 || top.indexOf(moov) < mdatIndex,
  };
}
