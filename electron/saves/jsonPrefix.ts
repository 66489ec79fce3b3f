/**
 * Tells a save that was cut off while being written (every byte so far is valid JSON, it just
 * stops) from one that is damaged some other way. JSON.parse's message wording differs between
 * engines, so instead this scans the text with a small iterative JSON recogniser.
 */

export type JsonPrefixState = 'complete' | 'incomplete' | 'invalid'

type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end'

// Token scanners return the index after the token, or one of these outcomes.
const ENDS_EARLY = -1
const INVALID = -2

/**
 * 'complete': one whole JSON value; 'incomplete': a proper prefix of some JSON text (the input ran
 * out); 'invalid': no JSON text starts this way. Trailing whitespace is ignored.
 */
export function jsonPrefixState(text: string): JsonPrefixState {
  const stack: string[] = []
  let expect: Expect = 'value'
  let i = 0
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'commaOrClose')

  for (;;) {
    i = skipWhitespace(text, i)
    if (i >= text.length) return expect === 'end' ? 'complete' : 'incomplete'
    const c = text[i]
    let next: number
    switch (expect) {
      case 'end':
        return 'invalid'
      case 'colon':
        if (c !== ':') return 'invalid'
        i++
        expect = 'value'
        continue
      case 'commaOrClose':
        if (c === ',') {
          i++
          expect = stack[stack.length - 1] === '{' ? 'key' : 'value'
          continue
        }
        if (
          (c === '}' && stack[stack.length - 1] === '{') ||
          (c === ']' && stack[stack.length - 1] === '[')
        ) {
          stack.pop()
          i++
          expect = afterValue()
          continue
        }
        return 'invalid'
      case 'keyOrClose':
      case 'key':
        if (c === '}' && expect === 'keyOrClose') {
          stack.pop()
          i++
          expect = afterValue()
          continue
        }
        if (c !== '"') return 'invalid'
        next = scanString(text, i)
        if (next < 0) return next === ENDS_EARLY ? 'incomplete' : 'invalid'
        i = next
        expect = 'colon'
        continue
      case 'valueOrClose':
        if (c === ']') {
          stack.pop()
          i++
          expect = afterValue()
          continue
        }
        break
      case 'value':
        break
    }
    // A value starts here.
    if (c === '{' || c === '[') {
      stack.push(c)
      i++
      expect = c === '{' ? 'keyOrClose' : 'valueOrClose'
      continue
    }
    if (c === '"') next = scanString(text, i)
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) next = scanNumber(text, i)
    else if (c === 't') next = scanWord(text, i, 'true')
    else if (c === 'f') next = scanWord(text, i, 'false')
    else if (c === 'n') next = scanWord(text, i, 'null')
    else return 'invalid'
    if (next === INVALID) return 'invalid'
    if (next === ENDS_EARLY) return 'incomplete'
    i = next
    expect = afterValue()
  }
}

function skipWhitespace(text: string, i: number): number {
  while (i < text.length) {
    const c = text[i]
    if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') break
    i++
  }
  return i
}

function scanString(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code === 0x22) return i + 1 // closing quote
    if (code < 0x20) return INVALID
    if (code !== 0x5c) {
      i++
      continue
    }
    const escaped = text[i + 1]
    if (escaped === undefined) return ENDS_EARLY
    if (escaped === 'u') {
      for (let k = 2; k < 6; k++) {
        const h = text[i + k]
        if (h === undefined) return ENDS_EARLY
        if (!/[0-9a-fA-F]/.test(h)) return INVALID
      }
      i += 6
    } else if ('"\\/bfnrt'.includes(escaped)) {
      i += 2
    } else {
      return INVALID
    }
  }
  return ENDS_EARLY
}

function scanNumber(text: string, start: number): number {
  let i = start
  if (text[i] === '-') i++
  if (i >= text.length) return ENDS_EARLY
  if (text[i] === '0') i++
  else if (isDigit(text[i])) i = skipDigits(text, i)
  else return INVALID
  if (text[i] === '.') {
    i++
    if (i >= text.length) return ENDS_EARLY
    if (!isDigit(text[i])) return INVALID
    i = skipDigits(text, i)
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++
    if (text[i] === '+' || text[i] === '-') i++
    if (i >= text.length) return ENDS_EARLY
    if (!isDigit(text[i])) return INVALID
    i = skipDigits(text, i)
  }
  return i
}

function scanWord(text: string, start: number, word: string): number {
  for (let k = 0; k < word.length; k++) {
    const c = text[start + k]
    if (c === undefined) return ENDS_EARLY
    if (c !== word[k]) return INVALID
  }
  return start + word.length
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9'
}

function skipDigits(text: string, i: number): number {
  while (isDigit(text[i])) i++
  return i
}
