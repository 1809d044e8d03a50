import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostClock, hostOffsetMs, type HostReading } from './host-clock';

const ARRIVED = Date.parse('2026-11-30T09:00:00.700Z');
const reading = (date: string | null): HostReading => ({ date, receivedAt: ARRIVED });
/** The host 20 minutes behind this browser. */
const BEHIND = reading('Mon, 30 Nov 2026 08:40:00 GMT');

describe("the host's clock, from the Date of one of its answers", () => {
  afterEach(() => vi.useRealTimers());

  it('is the Date (to the second, so never ahead of the host) less the moment the answer arrived', () => {
    expect(hostOffsetMs(BEHIND)).toBe(-20 * 60_000 - 700);
    expect(hostOffsetMs(reading('Mon, 30 Nov 2026 09:00:00 GMT'))).toBe(-700);
  });

  it('has no offset without a readable Date', () => {
    expect(hostOffsetMs(reading(null))).toBeNull();
    expect(hostOffsetMs(reading('yesterday-ish'))).toBeNull();
  });

  it("reads the host once, then follows this browser's clock from there; calls at once share the reading", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: ARRIVED });
    const read = vi.fn(() => Promise.resolve(BEHIND));
    const clock = hostClock(read);
    const [first, second] = await Promise.all([clock.now(), clock.now()]);
    expect(first?.toISOString()).toBe('2026-11-30T08:40:00.000Z');
    expect(second?.toISOString()).toBe('2026-11-30T08:40:00.000Z');
    vi.advanceTimersByTime(5 * 60_000);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:45:00.000Z');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads the host again once this browser's clock is set", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: ARRIVED });
    const read = vi.fn(() => Promise.resolve({ ...BEHIND, receivedAt: Date.now() }));
    const clock = hostClock(read);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:40:00.000Z');
    // A time server puts the laptop right, 20 minutes back: the host's time is still 08:40, not 08:20.
    vi.setSystemTime(ARRIVED - 20 * 60_000);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:40:00.000Z');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("uses this browser's clock when the host cannot be read, warns, and reads again next time", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: ARRIVED });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = vi
      .fn<() => Promise<HostReading>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reading(null))
      .mockResolvedValue(BEHIND);
    const clock = hostClock(read);
    expect((await clock.now()).getTime()).toBe(ARRIVED);
    expect((await clock.now()).getTime()).toBe(ARRIVED);
    expect(warn).toHaveBeenCalledTimes(2);
    expect((await clock.now()).toISOString()).toBe('2026-11-30T08:40:00.000Z');
    expect(read).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
