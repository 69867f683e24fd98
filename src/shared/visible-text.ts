/**
 * Characters that show nothing by themselves: white space, controls, format characters (zero-width
 * spaces and joiners, direction marks, embeddings and overrides), unassigned and private-use code
 * points, and the blank-looking fillers of Hangul and Braille.
 */
const INVISIBLE = /[\s\p{C}\p{Z}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** How many characters of text can be seen (code points, so an emoji counts once). */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}

/** Whether text shows anything at all: a name of zero-width spaces or direction overrides does not. */
export const hasVisibleText = (text: string) => visibleLength(text) > 0;
