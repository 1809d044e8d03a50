import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostClock, hostOffsetMs, type HostReading } from './host-clock';

const ARRIVED = Date.parse('2026-11-30T09:00:00.700Z');
const reading = (date: string | null, age: string | null = null): HostReading => ({
  date,
  age,
  receivedAt: ARRIVED,
});

describe("the host's clock, from the Date of one of its answers", () => {
  afterEach(() => vi.useRealTimers());

  it('is the Date (to the second, so never ahead of the host) less the moment the answer arrived', () => {
    // The host is 20 minutes behind this browser.
    expect(hostOffsetMs(reading('Mon, 30 Nov 2026 08:40:00 GMT'))).toBe(-20 * 60_000 - 700);
    expect(hostOffsetMs(reading('Mon, 30 Nov 2026 09:00:00 GMT'))).toBe(-700);
  });

  it("adds the seconds a cache kept the answer (Age), and ignores an Age that isn't a count of them", () => {
    expect(hostOffsetMs(reading('Mon, 30 Nov 2026 08:59:00 GMT', '60'))).toBe(-700);
    expect(hostOffsetMs(reading('Mon, 30 Nov 2026 09:00:00 GMT', 'soon'))).toBe(-700);
    expect(hostOffsetMs(reading('Mon, 30 Nov 2026 09:00:00 GMT', '-5'))).toBe(-700);
  });

  it('has no offset without a readable Date', () => {
    expect(hostOffsetMs(reading(null))).toBeNull();
    expect(hostOffsetMs(reading('yesterday-ish'))).toBeNull();
  });

  it("reads the host once, then follows this browser's clock from there", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: ARRIVED });
    const read = vi.fn(() => Promise.resolve(reading('Mon, 30 Nov 2026 08:40:00 GMT')));
    const clock = hostClock(read);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:40:00.000Z');
    vi.setSystemTime(ARRIVED + 5 * 60_000);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:45:00.000Z');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("uses this browser's clock when the host cannot be read, warns, and reads again next time", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: ARRIVED });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = vi
      .fn<() => Promise<HostReading>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reading(null))
      .mockResolvedValue(reading('Mon, 30 Nov 2026 08:40:00 GMT'));
    const clock = hostClock(read);
    expect((await clock.now()).getTime()).toBe(ARRIVED);
    expect((await clock.now()).getTime()).toBe(ARRIVED);
    expect(warn).toHaveBeenCalledTimes(2);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:40:00.000Z');
    expect(read).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
