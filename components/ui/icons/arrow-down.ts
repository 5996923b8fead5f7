// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["arrow-down", [["path",{"d":"M12 5v14"}],["path",{"d":"m19 12-7 7-7-7"}]]];

export function ArrowDown(props: IconProps) {
  return drawIcon(drawing, props);
}
