/**
 * The Chart.js configuration of CompareScatter: one point per puzzle and algorithm,
 * time (log scale) against guesses (log scale on request) or against the puzzle's SE
 * rating (unrated puzzles left out); a point's tooltip names the puzzle, its time,
 * guesses, rating and how it ended, and a click on it opens that puzzle (`onOpen`).
 */
import type { ChartConfiguration, ScatterDataPoint } from 'chart.js'
import type { AlgorithmRun, PuzzleRating } from '@/bench/types'
import {
  answerText,
  chartColor,
  formatUs,
  ratingText,
  seriesStyle,
  timeTicks,
} from './compare-format'

export interface Point extends ScatterDataPoint {
  /** Puzzle index in the workload, the real guess count, and how it ended. */
  i: number
  g: number
  note: string
}

export interface ScatterOptions {
  results: readonly AlgorithmRun[]
  /** Each puzzle's rating, in workload order, or null. */
  ratings: readonly PuzzleRating[] | null
  /** The puzzles are still being rated. */
  pending: boolean
  /** What the x axis shows. */
  axis: 'guesses' | 'rating'
  /** Guesses on a log scale (guesses + 1). */
  logX: boolean
  onOpen(algorithm: string, index: number): void
}

/** An algorithm's points on the chosen axis, in workload order. */
function pointsOf(r: AlgorithmRun, o: ScatterOptions): Point[] {
  const { axis, logX, ratings, pending } = o
  const ratingOf = (index: number) => ratings?.[index]?.rating ?? null
  return r.puzzles
    .filter((t) => axis === 'guesses' || ratingOf(t.index) !== null)
    .map((t) => ({
      x: axis === 'rating' ? ratingOf(t.index)! : logX ? t.guesses + 1 : t.guesses,
      y: Math.max(t.us, 0.01) / 1000,
      i: t.index,
      g: t.guesses,
      note:
        (ratings ? `, rating ${ratingText(ratings[t.index], pending)}` : '') +
        (t.ok && t.answer !== 'unsolvable' ? '' : `, ${answerText(t)}`),
    }))
}

export function scatterConfig(o: ScatterOptions): ChartConfiguration<'scatter', Point[]> {
  const { results, axis, logX } = o
  const points = results.reduce((n, r) => n + r.puzzles.length, 0)
  const radius = points > 2000 ? 2 : points > 300 ? 3 : 4
  return {
    type: 'scatter',
    data: {
      datasets: results.map((r, _, all) => {
        const ids = all.map((a) => a.algorithm)
        const style = seriesStyle(r.algorithm, ids)
        return {
          label: r.name,
          data: pointsOf(r, o),
          backgroundColor: chartColor(style, '99'),
          borderColor: chartColor(style),
          pointStyle: style.pointStyle,
          pointRadius: radius,
          pointHoverRadius: radius + 3,
        }
      }),
    },
    options: {
      animation: false,
      // No `normalized`: it promises data sorted by x, and these points are not
      // (Chart.js would then take the axis range from the first and last points).
      parsing: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'nearest', intersect: true },
      scales: {
        x:
          axis === 'rating'
            ? { type: 'linear', title: { display: true, text: 'SE rating' } }
            : {
                type: logX ? 'logarithmic' : 'linear',
                title: { display: true, text: logX ? 'Guesses + 1 (log scale)' : 'Guesses' },
              },
        y: {
          type: 'logarithmic',
          title: { display: true, text: 'Time per puzzle (log scale)' },
          ticks: { callback: timeTicks('thirds') },
        },
      },
      plugins: {
        legend: { labels: { usePointStyle: true } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const p = item.raw as Point
              const g = `${p.g.toLocaleString('en')} guess${p.g === 1 ? '' : 'es'}`
              return ` ${item.dataset.label}: #${p.i + 1}, ${formatUs((p.y ?? 0) * 1000)}, ${g}${p.note}`
            },
            footer: () => 'Click to open in the Solve view',
          },
        },
      },
      onHover: (event, elements) => {
        const target = event.native?.target as HTMLElement | undefined
        if (target) target.style.cursor = elements.length ? 'pointer' : 'default'
      },
      onClick: (_event, elements) => {
        const hit = elements[0]
        if (!hit) return
        const run = results[hit.datasetIndex]
        const p = run && pointsOf(run, o)[hit.index]
        if (run && p) o.onOpen(run.algorithm, p.i)
      },
    },
  }
}
