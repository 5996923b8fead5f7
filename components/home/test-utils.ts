/** jsdom has no PointerEvent; the home components' gesture tests install this stand-in. */

/** A PointerEvent built on MouseEvent, so clientX/clientY survive into handlers. */
export function installPointerEvent() {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: TestPointerEvent });
}
