import { readVitalsEndpoint, VITALS_ENDPOINT_META, vitalsEndpointProblem } from './endpoint';

describe('the vitals endpoint', () => {
  it('accepts an https URL or a path on this site', () => {
    expect(vitalsEndpointProblem('https://rum.example.org/v1/collect')).toBeNull();
    expect(vitalsEndpointProblem('/vitals')).toBeNull();
    expect(vitalsEndpointProblem('/api/vitals?site=lumora')).toBeNull();
  });

  it.each(['http://rum.example.org/v1', 'rum.example.org', '//rum.example.org/v1', 'https://user:pw@rum.example.org', '/vi tals', 'javascript:alert(1)'])(
    'refuses %s in one plain sentence',
    (value) => {
      expect(vitalsEndpointProblem(value)).toMatch(/is neither an https URL nor a path on this site/);
    },
  );

  it('reads the endpoint the page was built with, or none', () => {
    document.head.innerHTML = `<meta name="${VITALS_ENDPOINT_META}" content="/vitals">`;
    expect(readVitalsEndpoint(document)).toBe('/vitals');
    document.head.innerHTML = '';
    expect(readVitalsEndpoint(document)).toBeNull();
  });
});
