import { describe, expect, it } from 'vitest'
import { answerText, timeTick } from '@/components/compare/compare-format'

describe('timeTick', () => {
  it('labels 1, 2 and 5 of each decade on a log axis, and nothing that merely rounds to them', () => {
    // The ticks Chart.js made for a scatter running from 18 µs to 100 µs (in ms).
    const ticks = [0.018, 0.019, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1]
    expect(ticks.map((t) => timeTick(t, 'thirds'))).toEqual([
      '',
      '',
      '20 µs',
      '',
      '',
      '50 µs',
      '',
      '',
      '',
      '',
      '100 µs',
    ])
    expect([0.0015, 0.15, 1.5, 2.5, 4.6].map((t) => timeTick(t, 'thirds'))).toEqual([
      '',
      '',
      '',
      '',
      '',
    ])
    expect([2, 5, 1000].map((t) => timeTick(t, 'thirds'))).toEqual(['2 ms', '5 ms', '1 s'])
  })

  it('labels the first and last ticks of a narrow log axis that holds no 1, 2 or 5', () => {
    // 110 µs to 190 µs: Chart.js's ticks there (in ms) are all in between.
    const axis = [0.11, 0.12, 0.13, 0.14, 0.15, 0.16, 0.17, 0.18, 0.19]
    expect(axis.map((t) => timeTick(t, 'thirds', axis))).toEqual([
      '110 µs',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '190 µs',
    ])
    // An axis with a 200 µs tick labels that one only.
    const wider = [0.11, 0.15, 0.2, 0.3]
    expect(wider.map((t) => timeTick(t, 'thirds', wider))).toEqual(['', '', '200 µs', ''])
    expect([0.02, 0.05, 0.09].map((t) => timeTick(t, 'decades', [0.02, 0.05, 0.09]))).toEqual([
      '20 µs',
      '',
      '90 µs',
    ])
  })

  it('labels only the powers of ten in decades mode, and every tick on a linear axis', () => {
    expect([0.01, 0.02, 0.1, 1, 10].map((t) => timeTick(t, 'decades'))).toEqual([
      '10 µs',
      '',
      '100 µs',
      '1 ms',
      '10 ms',
    ])
    expect([0, 0.018, 1.5].map((t) => timeTick(t, false))).toEqual(['0', '18 µs', '1.5 ms'])
  })
})

describe('answerText', () => {
  const base = { index: 0, us: 0, guesses: 0, backtracks: 0, calculations: 0, ok: false }
  it("says why a user solver's answer was refused or its solve stopped, when the run knows", () => {
    expect(
      answerText({ ...base, timedOut: false, answer: 'wrong', note: "cell r3c4 is '.'" }),
    ).toBe("wrong answer: cell r3c4 is '.'")
    expect(
      answerText({ ...base, timedOut: true, answer: 'timeout', note: 'stopped after 3 s' }),
    ).toBe('timed out: stopped after 3 s')
    expect(answerText({ ...base, timedOut: true, answer: 'timeout' })).toBe('timed out')
    expect(answerText({ ...base, timedOut: false, answer: 'wrong' })).toBe('wrong answer')
  })
})
