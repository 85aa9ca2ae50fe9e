/** What the generate worker answers: the puzzle, or why there is none. */
export type GenerateReply =
  | { kind: 'done'; givens: number[]; solution: number[]; rating: number; technique: string }
  | { kind: 'failed'; reason: string }
