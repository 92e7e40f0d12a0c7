import type { ComponentType } from 'react';
import { jsonInHtml } from '../json-in-html.ts';
import { islandNameOfComponent } from './island-name.ts';

/**
 * When the browser hydrates an island (src/islands/loader.ts):
 * - `load`: after the window's load event (the largest image and the fonts go first);
 * - `idle`: after that, when the main thread is idle;
 * - `visible`: when it comes within 200 px of the viewport;
 * - `interaction`: on the first pointer, touch, focus or key inside it. A button pressed
 *   before it is alive is pressed again once it is, so no click is lost.
 */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction';

interface Props<P extends object> {
  /** The component of an island module (`<Name>.island.tsx`): the island's name comes with it. */
  component: ComponentType<P>;
  /** Only what survives JSON: no functions, no elements, no dates. */
  props: NoInfer<P>;
  wake: Wake;
  /** Wake at load instead when this localStorage key is set (the menu of a signed-in admin). */
  wakeIfStored?: string;
}

/**
 * A part of a server-rendered page that the browser brings to life on its own. The server
 * renders the component here like any other; its props go in the script just before the
 * mark, which names the island, and the loader hydrates the mark's content with its own
 * React root. Everything outside islands is HTML that no script touches.
 */
export function Island<P extends object>({ component, props, wake, wakeIfStored }: Props<P>) {
  const name = islandNameOfComponent(component);
  if (!name) {
    throw new Error(
      `<Island component={${component.displayName ?? component.name}}>: not an island; export it from a module named <Name>.island.tsx`,
    );
  }
  const Component = component as ComponentType<object>;
  return (
    <>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: jsonInHtml(props) }} />
      <div data-island={name} data-wake={wake} data-wake-if-stored={wakeIfStored}>
        <Component {...(props as object)} />
      </div>
    </>
  );
}
