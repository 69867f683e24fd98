/**
 * Edit distance with adjacent transpositions (optimal string alignment): "socer" → "soccer" is 1,
 * "karaet" → "karate" is 1. Stops early once every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/**
 * The vocabulary word a mistyped word most likely meant: one edit for words of 5–7 letters, two
 * from 8, the first letter kept (phone typos rarely hit it); of equally near words the one of
 * the nearest length, and none when two still tie.
 */
export function closestWord(word: string, vocabulary: readonly string[]): string | undefined {
  if (word.length < 5) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  let bestGap = Infinity;
  let tie = false;
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0] || candidate.length < 4) continue;
    const d = editDistance(word, candidate, max);
    if (d > max) continue;
    const lengthGap = Math.abs(candidate.length - word.length);
    if (d < bestDistance || (d === bestDistance && lengthGap < bestGap)) {
      best = candidate;
      bestDistance = d;
      bestGap = lengthGap;
      tie = false;
    } else if (d === bestDistance && lengthGap === bestGap && candidate !== best) {
      tie = true;
    }
  }
  return best && !tie ? best : undefined;
}
