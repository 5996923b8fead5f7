/**
 * Media time as people read it: m:ss under an hour, h:mm:ss from an hour on.
 * Fractions are floored, as players do, so 59.9 s still reads 0:59.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The same duration for `<time dateTime>`: an ISO 8601 duration such as `PT1M15S`. */
export function toIsoDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
}
