import { describe, expect, it } from 'vitest';
import { fixtureMachine } from '../../../tests/support/machineFixtures';
import { toMermaid } from './mermaid';
import { describeMachine } from './statechart';

describe('a machine as a Mermaid state diagram', () => {
  const mermaid = toMermaid(describeMachine(fixtureMachine), 'Testmaskin (fixture)');
  const lines = mermaid.split('\n').map((line) => line.trim());

  it('is a stateDiagram-v2 with its title in the front matter', () => {
    expect(mermaid.startsWith('---\ntitle: Testmaskin (fixture)\n---\nstateDiagram-v2\n')).toBe(true);
  });

  it('nests compound states, marks initial and final states, and separates parallel regions', () => {
    expect(lines).toContain('state fixture {');
    expect(lines).toContain('[*] --> fixture_idle');
    expect(lines).toContain('fixture_approved --> [*]');
    const review = mermaid.slice(mermaid.indexOf('state fixture_review {'));
    expect(review.indexOf('--\n')).toBeGreaterThan(review.indexOf('state fixture_review_legal {'));
    expect(review.indexOf('--\n')).toBeLessThan(review.indexOf('state fixture_review_money {'));
  });

  it('names each state by its key and gives a simple state its description; a compound one has it in a comment', () => {
    expect(lines).toContain('state "idle" as fixture_idle');
    expect(lines).toContain('fixture_idle : Waiting to start.');
    expect(lines).toContain('%% review: Two reviews at once.');
    expect(lines).not.toContain('fixture_review : Two reviews at once.');
  });

  it('labels arrows with trigger, guard and actions; a transition that stays loops back', () => {
    expect(lines).toContain('fixture_working --> fixture_review : work.done [worked]');
    expect(lines).toContain('fixture_retry --> fixture_failed : always [tooMany]');
    expect(lines).toContain('fixture_idle --> fixture_idle : PICK / announce');
    expect(lines).toContain('fixture_review_money_open --> fixture_review_money_checked : after 1000 ms');
  });

  it('keeps text that would end or break a Mermaid line out of labels', () => {
    expect(mermaid).not.toMatch(/ : [^\n]*[;#{}]/);
  });
});
