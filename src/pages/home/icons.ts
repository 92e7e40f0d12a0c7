import {
  Award,
  BadgeCheck,
  Bus,
  Compass,
  Eye,
  GraduationCap,
  Landmark,
  Laptop,
  Leaf,
  Megaphone,
  PenLine,
  Ruler,
  Target,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/schema.ts';

/** The icons the Home content names, imported one by one so only these ship. */
const homeIcons: Partial<Record<IconName, LucideIcon>> = {
  Award,
  BadgeCheck,
  Bus,
  Compass,
  Eye,
  GraduationCap,
  Landmark,
  Laptop,
  Megaphone,
  PenLine,
  Ruler,
  Target,
};

export const homeIcon = (name: IconName): LucideIcon => homeIcons[name] ?? Leaf;
