import { DataError } from '../../src/data/errors';
import type { HotelLinkState } from '../../src/domain/hotel';

let issued = 0;

/**
 * The fake port's private links (FakeDataPort.sendHotelLink and the hotel's page): one live link per
 * hotel, a new one replacing the old, as the server keeps them.
 */
export class FakeHotelLinks {
  private hotelByToken = new Map<string, string>();
  states = new Map<string, HotelLinkState & { token: string }>();

  issue(hotelId: string, sentTo: string, emailed: boolean): string {
    this.revoke(hotelId);
    const token = `fake-token-${++issued}-${hotelId}`;
    this.hotelByToken.set(token, hotelId);
    this.states.set(hotelId, {
      sentTo,
      emailed,
      createdAt: new Date().toISOString(),
      lastOpenedAt: null,
      token,
    });
    return token;
  }

  revoke(hotelId: string): boolean {
    const state = this.states.get(hotelId);
    if (!state) return false;
    this.hotelByToken.delete(state.token);
    this.states.delete(hotelId);
    return true;
  }

  /** The hotel the token opens (marked opened now); a wrong or revoked token is 'not-found'. */
  open(token: string): string {
    const hotelId = this.hotelByToken.get(token);
    const state = hotelId ? this.states.get(hotelId) : undefined;
    if (!hotelId || !state) throw new DataError('not-found', 'No such page.');
    state.lastOpenedAt = new Date().toISOString();
    return hotelId;
  }

  /** The state the manager's list shows (never the token). */
  stateOf(hotelId: string): HotelLinkState | null {
    const state = this.states.get(hotelId);
    if (!state) return null;
    const { token: _, ...shown } = state;
    return shown;
  }
}
