/**
 * Named (prepared) statements for the hot raw queries on PostgreSQL (issue 9). Planning was most of PostgreSQL's
 * work on the hot pages: the activity feed's CPU per request went from 4.3 to 0.8 ms once prepared. A named
 * statement is parsed once per connection and, once PostgreSQL finds its generic plan as good as the custom ones
 * (plan_cache_mode auto), not planned again.
 *
 * Bounded, because node-postgres and PostgreSQL keep every named statement for the connection's life: a text gets a
 * name only after it has been run PREPARE_AFTER times (the pages people actually open), and at most MAX_NAMED texts
 * get one per process; everything else runs unnamed as before.
 */
import { createHash } from 'node:crypto';

export const PREPARE_AFTER = 3;
export const MAX_NAMED = 200;
/** How many texts are counted while looking for hot ones (older counts are forgotten first). */
const MAX_COUNTED = 2000;

export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly prepareAfter = PREPARE_AFTER,
    private readonly maxNamed = MAX_NAMED,
  ) {}

  /** The statement's name, or undefined while it is not (or can no longer be) prepared. */
  nameFor(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= this.maxNamed) return name;
    const runs = (this.seen.get(text) ?? 0) + 1;
    if (runs < this.prepareAfter) {
      this.seen.delete(text);
      this.seen.set(text, runs);
      if (this.seen.size > MAX_COUNTED) this.seen.delete(this.seen.keys().next().value!);
      return undefined;
    }
    this.seen.delete(text);
    const created = `portal_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.named.set(text, created);
    return created;
  }

  get size(): number {
    return this.named.size;
  }
}
