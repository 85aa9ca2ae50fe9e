/**
 * The documents' relative links lead somewhere: every link and image in README.md
 * and docs/**\/*.md that is not a URL names a file that exists, and a `#fragment`
 * into a Markdown file names one of its headings (as GitHub makes their anchors).
 * A reader who follows a broken one notices; so does this test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

/** The text outside fenced code blocks and inline code spans, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** `[text](target)` and `![alt](target)`, the target without a title. */
export function linkTargets(markdown: string): string[] {
  const out: string[] = []
  for (const m of prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    out.push(m[1]!)
  }
  return out
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a Markdown file's headings give (a repeated heading gets -1, -2, ...). */
export function anchorsIn(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
  for (const m of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(m[1]!.replace(/`/g, ''))
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

const isUrl = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target)

/** What is wrong with each relative link of one file (none: an empty list). */
function brokenLinks(file: string, text = readFileSync(file, 'utf8')): string[] {
  const problems: string[] = []
  for (const target of linkTargets(text)) {
    if (isUrl(target)) continue
    const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined]
    const path = pathPart === '' ? file : resolve(dirname(file), decodeURI(pathPart))
    if (!existsSync(path)) {
      problems.push(`${target}: no file ${relative(ROOT, path)}`)
      continue
    }
    if (fragment !== undefined && path.endsWith('.md')) {
      if (!anchorsIn(readFileSync(path, 'utf8')).has(fragment)) {
        problems.push(`${target}: no heading #${fragment} in ${relative(ROOT, path)}`)
      }
    }
  }
  return problems
}

const FILES = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))]

describe('relative links in README.md and docs/', () => {
  it.each(FILES.map((f) => [relative(ROOT, f), f]))('%s: every one leads somewhere', (_, file) => {
    expect(brokenLinks(file)).toEqual([])
  })
})

describe('the link checker', () => {
  it('finds links and images, but not in code', () => {
    const md = 'See [a](a.md) and ![b](b.png "B").\n\n```\n[c](c.md)\n```\n\nAnd `[d](d.md)`.'
    expect(linkTargets(md)).toEqual(['a.md', 'b.png'])
  })

  it("makes GitHub's anchors", () => {
    expect(anchorOf("HoDoKu's regression library")).toBe('hodokus-regression-library')
    expect(anchorOf('User solvers: the sandbox (src/sandbox/, public/sandbox.html)')).toBe(
      'user-solvers-the-sandbox-srcsandbox-publicsandboxhtml',
    )
    expect([...anchorsIn('# A\n\n## Tests\n\n### Tests\n')]).toEqual(['a', 'tests', 'tests-1'])
  })

  it('reports a file that is not there and a heading that is not there', () => {
    const planted = join(ROOT, 'docs/planted.md')
    const md =
      '[gone](no-such-file.md), [nowhere](ARCHITECTURE.md#no-such-heading), ' +
      '[fine](ARCHITECTURE.md#layers), [up](../README.md), [web](https://example.com/x.md)'
    expect(brokenLinks(planted, md)).toEqual([
      'no-such-file.md: no file docs/no-such-file.md',
      'ARCHITECTURE.md#no-such-heading: no heading #no-such-heading in docs/ARCHITECTURE.md',
    ])
  })
})
