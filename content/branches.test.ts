import { branches, branchKeys, defaultBranchKey, getBranch, telHref } from './branches';
import { branchOfficeCount } from './company';
import { inWords } from './count';

// Every office's fields (address, contact, numbers, e-mail, position) are a content check (lib/content-checks/site.ts).
describe('branches', () => {
  it('has the twelve offices of the spec, among any opened since, each once', () => {
    const spec = ['new-delhi', 'noida', 'kolkata', 'siliguri', 'ahmedabad', 'mumbai', 'patna', 'chennai', 'hyderabad', 'bangalore', 'guwahati', 'kochi'];
    expect(spec.filter((key) => !branches.some((b) => b.key === key))).toEqual([]);
    expect(branches.map((b) => b.key).sort()).toEqual([...new Set(branchKeys)].sort());
  });

  it('counts the offices in words from the list', () => {
    expect(branchOfficeCount).toBe(`${inWords(branches.length)} branch offices`);
  });

  it('puts New Delhi first as the default head office, the rest alphabetically', () => {
    expect(defaultBranchKey).toBe('new-delhi');
    expect(branches[0]!.key).toBe('new-delhi');
    expect(branches[0]!.kind).toBe('Head Office');
    const rest = branches.slice(1).map((b) => b.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows Noida as the corporate office', () => {
    expect(getBranch('noida').kind).toBe('Corporate Office');
  });

  it('holds two numbers for Kolkata', () => {
    expect(getBranch('kolkata').mobiles).toHaveLength(2);
  });

  it('turns a display number into a tel: link', () => {
    expect(telHref('+91 98300 00003')).toBe('tel:+919830000003');
  });
});
