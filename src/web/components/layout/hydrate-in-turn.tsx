import { Suspense } from 'react';
import type { ReactNode } from 'react';

// A server-rendered page (decision 057) hydrates in turns rather than in one long task (decision 059): the
// shell and the header first, then each part wrapped in <HydrateInTurn turn={n}> in a task of its own, so
// the browser can paint and answer a tap in between. A part whose turn has not come suspends; Preact keeps
// the server's markup of a part that suspends while hydrating, and hydrates it when its turn comes. Only the
// first render of a hydrated page waits: a page the app draws itself, or any later render, draws at once.

/** The turns a page hydrates in after its shell and header: its main part, then its footer and dock. */
export const HYDRATION_TURNS = 2;

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** The turns of the page being hydrated, the first one first; none when not hydrating. */
let turns: Turn[] = [];

/** The next task: a timer, which lets the browser paint and handle input before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts `count` turns, each one task after the one before, for the hydration that is about to start;
 * resolves once the last turn's part has hydrated.
 */
export function hydrateInTurns(count: number): Promise<void> {
  let previous = Promise.resolve();
  turns = Array.from({ length: count }, () => {
    const turn: Turn = { promise: previous.then(nextTask), done: false };
    void turn.promise.then(() => (turn.done = true));
    previous = turn.promise;
    return turn;
  });
  // The part of the last turn renders once its promise settles: a task later it is hydrated.
  return previous.then(nextTask);
}

function Wait({ turn, children }: { turn: number; children: ReactNode }) {
  const waiting = turns[turn - 1];
  if (waiting && !waiting.done) throw waiting.promise;
  return children;
}

/** `children` hydrated in turn `turn` (1, 2, ...) of hydrateInTurns; elsewhere rendered as they are. */
export function HydrateInTurn({ turn, children }: { turn: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}
