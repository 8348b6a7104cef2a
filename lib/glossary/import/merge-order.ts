// Where sections go on the page after an import. Pure.

/**
 * The page order after an import: the imported sections in the file's order,
 * each section the file does not have kept after the one it followed (and
 * after any sections the file adds there).
 */
export function mergeOrder(current: string[], imported: string[]): string[] {
  const order = [...imported];
  current.forEach((anchor, i) => {
    if (order.includes(anchor)) return;
    let after = i > 0 ? order.indexOf(current[i - 1]!) : -1;
    while (after + 1 < order.length && !current.includes(order[after + 1]!)) after++;
    order.splice(after + 1, 0, anchor);
  });
  return order;
}
