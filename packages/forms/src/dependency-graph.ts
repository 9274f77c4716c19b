/**
 * Cycles and order in the graph of "whose value reads whose": strongly connected components (Tarjan,
 * iterative so that a long chain cannot overflow the stack) and a topological order (Kahn) in which ties
 * keep the definition's order. Nodes are indexes 0..n-1.
 */

/** Every cycle: the components of more than one node, and single nodes that read themselves. */
export function findCycles(edges: readonly (readonly number[])[]): number[][] {
  const n = edges.length;
  const index = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const cycles: number[][] = [];
  let counter = 0;

  for (let start = 0; start < n; start++) {
    if (index[start] !== -1) continue;
    // Each frame is a node and the position of the next edge to follow.
    const frames: [number, number][] = [[start, 0]];
    index[start] = low[start] = counter++;
    stack.push(start);
    onStack[start] = true;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const [node, next] = frame;
      const targets = edges[node]!;
      if (next < targets.length) {
        frame[1] = next + 1;
        const target = targets[next]!;
        if (index[target] === -1) {
          index[target] = low[target] = counter++;
          stack.push(target);
          onStack[target] = true;
          frames.push([target, 0]);
        } else if (onStack[target]) {
          low[node] = Math.min(low[node]!, index[target]!);
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]]!, low[node]!);
      if (low[node] !== index[node]) continue;
      const component: number[] = [];
      let member: number;
      do {
        member = stack.pop()!;
        onStack[member] = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || targets.includes(node)) cycles.push(component.sort((a, b) => a - b));
    }
  }
  return cycles;
}

/** A topological order of an acyclic graph; nodes on a cycle (there should be none) come last in index order. */
export function topologicalOrder(edges: readonly (readonly number[])[]): number[] {
  const n = edges.length;
  const indegree = new Array<number>(n).fill(0);
  for (const targets of edges) for (const t of targets) indegree[t]! += 1;
  // The ready nodes as a sorted list: the smallest index first keeps the definition's order among equals.
  const ready: number[] = [];
  for (let i = 0; i < n; i++) if (indegree[i] === 0) ready.push(i);
  const order: number[] = [];
  const placed = new Array<boolean>(n).fill(false);
  while (ready.length > 0) {
    const node = ready.shift()!;
    order.push(node);
    placed[node] = true;
    for (const t of edges[node]!) {
      indegree[t]! -= 1;
      if (indegree[t] === 0) insertSorted(ready, t);
    }
  }
  for (let i = 0; i < n; i++) if (!placed[i]) order.push(i);
  return order;
}

function insertSorted(list: number[], value: number): void {
  let at = list.length;
  while (at > 0 && list[at - 1]! > value) at--;
  list.splice(at, 0, value);
}
