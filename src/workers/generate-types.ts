/** What the generate worker answers: the puzzle, or why there is none. */
export type GenerateReply =
  | {
      kind: 'done'
      givens: number[]
      solution: number[]
      rating: number
      technique: string
      /** The techniques ran out before the grid was full (the rating is then "at least"). */
      stuck?: boolean
    }
  | { kind: 'failed'; reason: string }
