// The request class of Starport's server (http.createServer's IncomingMessage
// option): a body guard set by the edge sees each chunk Node's parser pushes,
// before Next or anyone else can read it, and decides what goes on.
import { IncomingMessage } from "node:http";

/** Gets each chunk (null: the body's end) with the push that passes it on; returns what push returns. */
export type BodyGuard = (chunk: Buffer | null, pass: (chunk: Buffer | null) => boolean) => boolean;

export class EdgeRequest extends IncomingMessage {
  private guard: BodyGuard | undefined;

  guardBody(guard: BodyGuard): void {
    this.guard = guard;
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (!this.guard) return super.push(chunk, encoding);
    return this.guard((chunk ?? null) as Buffer | null, (passed) => super.push(passed));
  }
}
