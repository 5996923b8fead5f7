import { preflight, requirements, type Machine } from './system-deps';

const debianRoot = (present: string[]): Machine => ({ exists: (f) => present.includes(f), isRoot: true, hasApt: true });
const all = ['/usr/bin/chromium', '/usr/sbin/nginx', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

describe('preflight', () => {
  it('is ready when Chromium, nginx and the Brotli module are where Debian puts them', () => {
    expect(preflight(requirements({}), debianRoot(all))).toEqual({ action: 'ready' });
  });

  it('installs only the missing packages as root on Debian', () => {
    expect(preflight(requirements({}), debianRoot(['/usr/sbin/nginx']))).toEqual({
      action: 'install',
      missing: ['Chromium', "nginx's brotli_static module"],
      packages: ['chromium', 'fonts-dejavu-core', 'libnginx-mod-http-brotli-static'],
    });
  });

  it('stops with the one apt-get command when not root', () => {
    const verdict = preflight(requirements({}), { ...debianRoot(['/usr/bin/chromium']), isRoot: false });
    expect(verdict).toEqual({
      action: 'stop',
      missing: ['nginx', "nginx's brotli_static module"],
      message:
        "npm test needs nginx and nginx's brotli_static module, which this machine lacks.\n" +
        'Run: sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static',
    });
  });

  it('names the variables to set where there is no apt-get', () => {
    const verdict = preflight(requirements({}), { exists: () => false, isRoot: true, hasApt: false });
    expect(verdict.action).toBe('stop');
    expect(verdict.action === 'stop' && verdict.message).toContain('CHROMIUM_PATH=<path> NGINX_PATH=<path> NGINX_BROTLI_MODULE=<path> npm test');
  });

  it('looks only where CHROMIUM_PATH and NGINX_PATH point, and drops the Debian module with NGINX_PATH', () => {
    const reqs = requirements({ CHROMIUM_PATH: '/opt/chrome', NGINX_PATH: '/opt/nginx' });
    expect(reqs.map((r) => r.candidates)).toEqual([['/opt/chrome'], ['/opt/nginx']]);
    expect(preflight(reqs, debianRoot(all))).toEqual({
      action: 'stop',
      missing: ['Chromium', 'nginx'],
      message:
        "CHROMIUM_PATH=/opt/chrome names no file: point it at Chromium, or unset it to use Debian's.\n" +
        "NGINX_PATH=/opt/nginx names no file: point it at nginx, or unset it to use Debian's.",
    });
    expect(preflight(reqs, debianRoot(['/opt/chrome', '/opt/nginx']))).toEqual({ action: 'ready' });
  });

  it('runs without the Brotli module when NGINX_BROTLI_MODULE is set empty', () => {
    expect(preflight(requirements({ NGINX_BROTLI_MODULE: '' }), debianRoot(['/usr/bin/chromium', '/usr/sbin/nginx']))).toEqual({ action: 'ready' });
  });
});
