/** The last `capacity` items pushed, oldest first: a fixed memory however long the server runs. */
export class RingBuffer<T> {
  private readonly items: Array<T | undefined>;
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A ring buffer needs a positive whole capacity, not ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  push(item: T): void {
    this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  get size(): number {
    return this.count;
  }

  /** The items kept, oldest first. */
  toArray(): T[] {
    const start = (this.next - this.count + this.capacity) % this.capacity;
    return Array.from({ length: this.count }, (_unused, index) => this.items[(start + index) % this.capacity] as T);
  }
}
