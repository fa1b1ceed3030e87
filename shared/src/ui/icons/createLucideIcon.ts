/**
 * A small stand-in for lucide-react's `createLucideIcon`, swapped in by every bundle's build
 * (delivery/src/build/createConfig.ts). The icons' drawings still come from lucide-react; only the
 * component that renders them is ours. lucide-react 1.x renders through a context provider, alias
 * handling and class merging we never use, about 1.1 KB gzip on home alone (issue 22: home ≤ 140 KB
 * in Hindi). The markup is the same as lucide's for the props we use (tested against it).
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];

export interface IconData {
  name: string;
  node: IconNode;
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  children?: ReactNode;
}

/** An icon with a name for assistive technology is shown to it; every other one is hidden. */
const isNamed = (props: object) => Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

export default function createLucideIcon(icon: IconData) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest }, ref) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${icon.name}`, className].filter(Boolean).join(' '),
        ...(children || isNamed(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  return Icon;
}
