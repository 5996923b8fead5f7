/** @jest-environment node */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { INLINE_IMAGE_MAX_BYTES } from '@/lib/media/inline-image';
import { readMp4Info } from '@/lib/media/mp4-info';
import { POSTER_BYTE_BUDGET, VIDEO_BYTE_BUDGETS, VIDEO_TOTAL_BYTE_BUDGET } from '@/lib/media/video-budgets';
import { VIDEO_KEYS, getVideo, videos } from './videos';

const publicDir = path.join(process.cwd(), 'public');
const onDisk = (src: string) => path.join(publicDir, src);

describe('video budgets', () => {
  it('hold the hero under 1.5 MB, a tile under 400 KB and the tutorials video under 4 MB', () => {
    expect(VIDEO_BYTE_BUDGETS.hero).toBeLessThanOrEqual(1_500_000);
    expect(VIDEO_BYTE_BUDGETS.tile).toBeLessThanOrEqual(400_000);
    expect(VIDEO_BYTE_BUDGETS.tutorials).toBeLessThanOrEqual(4_000_000);
    expect(VIDEO_TOTAL_BYTE_BUDGET).toBeLessThanOrEqual(25_000_000);
  });
});

describe('video catalogue', () => {
  it('has one record per key, each findable by key', () => {
    expect(new Set(VIDEO_KEYS).size).toBe(videos.length);
    for (const key of VIDEO_KEYS) expect(getVideo(key).key).toBe(key);
  });

  it('draws the phone hero’s poster inline, the page’s largest paint there, and no other', () => {
    expect(videos.filter((v) => v.inlinePoster).map((v) => v.key)).toEqual(['home-hero-mobile']);
    expect(getVideo('home-hero-mobile').inlinePoster).toBe('/media/video/home-hero-mobile.inline.avif');
  });

  it('has a mobile variant of the hero in portrait and a desktop one in landscape', () => {
    const desktop = getVideo('home-hero-desktop');
    const mobile = getVideo('home-hero-mobile');
    expect(desktop.width).toBeGreaterThan(desktop.height);
    expect(mobile.height).toBeGreaterThan(mobile.width);
  });

  it('gives the /tutorials video its 75 seconds', () => {
    expect(getVideo('tutorials-smt-line').durationSeconds).toBe(75);
  });

  it('keeps all committed video under the total budget', () => {
    const total = videos.reduce((sum, v) => sum + statSync(onDisk(v.src)).size, 0);
    expect(total).toBeLessThan(VIDEO_TOTAL_BYTE_BUDGET);
  });

  it('has no stray files in public/media/video', () => {
    const known = new Set(videos.flatMap((v) => [v.src, v.poster, v.inlinePoster ?? v.poster].map((file) => path.basename(file))));
    const stray = readdirSync(onDisk('/media/video')).filter((file) => !known.has(file));
    expect(stray).toEqual([]);
  });
});

describe.each(videos.map((v) => [v.key, v] as const))('%s', (_key, video) => {
  it('has its video and poster in public/', () => {
    expect(existsSync(onDisk(video.src))).toBe(true);
    expect(existsSync(onDisk(video.poster))).toBe(true);
  });

  it('stays within its byte budget', () => {
    expect(statSync(onDisk(video.src)).size).toBeLessThan(VIDEO_BYTE_BUDGETS[video.budget]);
    expect(statSync(onDisk(video.poster)).size).toBeLessThan(POSTER_BYTE_BUDGET);
  });

  it('matches its file: size, duration, a single video track, index first', () => {
    const info = readMp4Info(readFileSync(onDisk(video.src)));
    expect([info.width, info.height]).toEqual([video.width, video.height]);
    expect(Math.abs(info.durationSeconds - video.durationSeconds)).toBeLessThan(0.1);
    expect(info.tracks).toEqual(['vide']);
    expect(info.fastStart).toBe(true);
  });

  it('has a WebP poster', () => {
    const head = readFileSync(onDisk(video.poster)).subarray(0, 12);
    expect(head.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(head.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe.each(videos.flatMap((v) => (v.inlinePoster ? [[v.key, v, v.inlinePoster] as const] : [])))('%s inline poster', (_key, video, inlinePoster) => {
  const bytes = () => readFileSync(onDisk(inlinePoster));

  it('is an AVIF within the inline budget, smaller than the poster it stands for', () => {
    expect(bytes().subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(bytes().length).toBeLessThanOrEqual(INLINE_IMAGE_MAX_BYTES);
    expect(bytes().length).toBeLessThan(statSync(onDisk(video.poster)).size);
  });

  it('has the clip’s shape, so it fills the same box', async () => {
    const { width, height } = await sharp(bytes()).metadata();
    expect(Math.abs((width ?? 0) / (height ?? 1) - video.width / video.height)).toBeLessThan(0.005);
  });
});
