// Line numbers for offsets into a page. The newline offsets are found once;
// each lookup is then a binary search, so naming the line of any event costs
// O(log n) however long the page is.
export function lineIndex(source: string): (offset: number) => number {
  const newlines: number[] = [];
  for (let at = source.indexOf("\n"); at >= 0; at = source.indexOf("\n", at + 1)) newlines.push(at);
  return (offset) => {
    // The line is one more than the number of newlines before the offset.
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newlines[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}
