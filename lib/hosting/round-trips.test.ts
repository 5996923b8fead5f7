import { roundTrips } from './round-trips';

describe('roundTrips', () => {
  it('fits 14,600 bytes in the first window and 40,880 in two', () => {
    expect(roundTrips(0)).toBe(1);
    expect(roundTrips(14_600)).toBe(1);
    expect(roundTrips(14_601)).toBe(2);
    expect(roundTrips(40_880)).toBe(2);
    expect(roundTrips(40_881)).toBe(3);
  });

  it('grows the window no further than the link carries: 26,280 bytes a round trip after the second', () => {
    expect(roundTrips(40_880 + 26_280)).toBe(3);
    expect(roundTrips(40_880 + 26_280 + 1)).toBe(4);
  });
});
