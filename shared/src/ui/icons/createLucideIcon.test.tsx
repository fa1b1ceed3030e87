import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Clock, MapPin, Search } from 'lucide-react';
import * as searchModule from 'lucide-react/dist/esm/icons/search.mjs';
import * as clockModule from 'lucide-react/dist/esm/icons/clock.mjs';
import * as mapPinModule from 'lucide-react/dist/esm/icons/map-pin.mjs';
import createLucideIcon, { type IconData } from './createLucideIcon';

// The icons' drawings, which lucide-react's modules export beside the component (untyped).
const drawing = (module: object) => (module as { __iconData: IconData }).__iconData;
const [searchData, clockData, mapPinData] = [drawing(searchModule), drawing(clockModule), drawing(mapPinModule)];

const markup = (element: React.ReactElement) => render(element).container.innerHTML;

describe('createLucideIcon (our stand-in for lucide-react’s)', () => {
  const OurSearch = createLucideIcon(searchData);
  const OurClock = createLucideIcon(clockData);
  const OurMapPin = createLucideIcon(mapPinData);

  it('draws the same markup as lucide-react for the props the app uses', () => {
    expect(markup(<OurSearch aria-hidden="true" className="size-4 text-muted" />)).toBe(markup(<Search aria-hidden="true" className="size-4 text-muted" />));
    expect(markup(<OurClock className="size-3.5" />)).toBe(markup(<Clock className="size-3.5" />));
    expect(markup(<OurMapPin size={16} strokeWidth={1.5} color="red" />)).toBe(markup(<MapPin size={16} strokeWidth={1.5} color="red" />));
  });

  it('hides an unnamed icon from assistive technology and shows a named one', () => {
    const { container } = render(
      <>
        <OurSearch />
        <OurClock aria-label="Ends soon" />
        <OurMapPin role="img" />
      </>,
    );
    const [plain, labelled, withRole] = Array.from(container.querySelectorAll('svg'));
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(labelled).not.toHaveAttribute('aria-hidden');
    expect(labelled).toHaveAttribute('aria-label', 'Ends soon');
    expect(withRole).not.toHaveAttribute('aria-hidden');
  });

  it('passes its ref to the svg', () => {
    let svg: SVGSVGElement | null = null;
    render(<OurSearch ref={(node) => void (svg = node)} />);
    expect(svg).toBeInstanceOf(SVGSVGElement);
  });
});
