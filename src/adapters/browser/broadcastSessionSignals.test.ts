import { afterEach, describe, expect, it } from 'vitest';
import type { SessionSignal } from '../../application/ports/sessionSignals.port';
import { broadcastSessionSignals, SESSION_CHANNEL } from './broadcastSessionSignals';

const closers: (() => void)[] = [];
afterEach(() => {
  while (closers.length) closers.pop()!();
});

/** A tab: its signals, and what it has heard. */
function tab() {
  const signals = broadcastSessionSignals();
  const heard: SessionSignal[] = [];
  closers.push(signals.listen((signal) => heard.push(signal)));
  return { signals, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the session signals between the tabs of a browser', () => {
  it('reach every other tab, never the one that announced', async () => {
    const [first, second, third] = [tab(), tab(), tab()];
    first.signals.announce({ type: 'signed-out' });
    second.signals.announce({ type: 'bases-chosen', bases: [2, 4] });
    await settle();
    expect(first.heard).toEqual([{ type: 'bases-chosen', bases: [2, 4] }]);
    expect(second.heard).toEqual([{ type: 'signed-out' }]);
    expect(third.heard).toEqual([{ type: 'signed-out' }, { type: 'bases-chosen', bases: [2, 4] }]);
  });

  it('pass over what is not a session signal on the channel', async () => {
    const listener = tab();
    const stranger = new BroadcastChannel(SESSION_CHANNEL);
    closers.push(() => stranger.close());
    stranger.postMessage({ type: 'signed-in', extra: true });
    stranger.postMessage({ type: 'bases-chosen', bases: ['1'] });
    stranger.postMessage('signed-out');
    await settle();
    expect(listener.heard).toEqual([{ type: 'signed-in', extra: true }]);
  });

  it('stop reaching a tab that stopped listening, and do nothing where the browser has no BroadcastChannel', async () => {
    const speaker = tab();
    const signals = broadcastSessionSignals();
    const heard: SessionSignal[] = [];
    signals.listen((signal) => heard.push(signal))();
    speaker.signals.announce({ type: 'signed-in' });
    await settle();
    expect(heard).toEqual([]);

    const without = broadcastSessionSignals(undefined);
    expect(() => without.announce({ type: 'signed-in' })).not.toThrow();
    expect(without.listen(() => undefined)).toBeTypeOf('function');
  });
});
