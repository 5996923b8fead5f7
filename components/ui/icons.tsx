import { drawIcon, type IconProps } from './icon-drawing';
import * as drawings from './icons.generated';

/**
 * The icons of client components, drawn the way lucide-react draws them but
 * without its runtime, which would cost every page about 1.7 KB of gzipped
 * script. The drawings come from lucide-react (`npm run icons` writes
 * icons.generated.ts, one constant each, so a page carries only those it
 * uses). Server components import lucide-react directly, which ships nothing
 * to the browser. icons.test.tsx checks each icon draws as lucide-react's
 * does; tests/unit/client-icons.test.ts keeps lucide-react out of every
 * module a client component reaches.
 */

export type { IconProps };

export function ArrowRight(props: IconProps) {
  return drawIcon(drawings.ArrowRight, props);
}

export function BookOpen(props: IconProps) {
  return drawIcon(drawings.BookOpen, props);
}

export function ChevronDown(props: IconProps) {
  return drawIcon(drawings.ChevronDown, props);
}

export function ChevronLeft(props: IconProps) {
  return drawIcon(drawings.ChevronLeft, props);
}

export function ChevronRight(props: IconProps) {
  return drawIcon(drawings.ChevronRight, props);
}

export function ClipboardList(props: IconProps) {
  return drawIcon(drawings.ClipboardList, props);
}

export function ExternalLink(props: IconProps) {
  return drawIcon(drawings.ExternalLink, props);
}

export function ListChecks(props: IconProps) {
  return drawIcon(drawings.ListChecks, props);
}

export function ListPlus(props: IconProps) {
  return drawIcon(drawings.ListPlus, props);
}

export function Mail(props: IconProps) {
  return drawIcon(drawings.Mail, props);
}

export function MapPin(props: IconProps) {
  return drawIcon(drawings.MapPin, props);
}

export function Menu(props: IconProps) {
  return drawIcon(drawings.Menu, props);
}

export function Pause(props: IconProps) {
  return drawIcon(drawings.Pause, props);
}

export function Phone(props: IconProps) {
  return drawIcon(drawings.Phone, props);
}

export function Play(props: IconProps) {
  return drawIcon(drawings.Play, props);
}

export function PlayCircle(props: IconProps) {
  return drawIcon(drawings.PlayCircle, props);
}

export function Printer(props: IconProps) {
  return drawIcon(drawings.Printer, props);
}

export function Search(props: IconProps) {
  return drawIcon(drawings.Search, props);
}

export function Send(props: IconProps) {
  return drawIcon(drawings.Send, props);
}

export function Square(props: IconProps) {
  return drawIcon(drawings.Square, props);
}

export function SquareCheck(props: IconProps) {
  return drawIcon(drawings.SquareCheck, props);
}

export function Trash2(props: IconProps) {
  return drawIcon(drawings.Trash2, props);
}

export function X(props: IconProps) {
  return drawIcon(drawings.X, props);
}
