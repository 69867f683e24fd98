import { Check } from 'lucide-react';
import { AVATAR_COLORS } from '../../../../shared/family-options';
import {
  RadioGroup,
  RadioGroupIndicator,
  RadioGroupItem,
} from '../../../components/ui/radio-group';
import { AVATAR_COLOR_NAMES, initialsColorOn } from '../kid-format';
import type { AvatarColor } from '../kid-form-values';

/** The avatar colour choices: a radio group (arrow keys move, each colour has a name). */
export function AvatarColorPicker({
  value,
  onValueChange,
}: {
  value: AvatarColor;
  onValueChange: (color: AvatarColor) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <p id="avatar-color-label" className="text-sm font-semibold text-ink">
        Avatar color
      </p>
      <RadioGroup
        aria-labelledby="avatar-color-label"
        orientation="horizontal"
        value={value}
        onValueChange={(next) => onValueChange(next as AvatarColor)}
        className="grid grid-cols-4 gap-1 sm:flex sm:flex-wrap sm:justify-center"
      >
        {AVATAR_COLORS.map((color) => (
          <RadioGroupItem
            key={color}
            value={color}
            aria-label={AVATAR_COLOR_NAMES[color]}
            className="group flex size-11 items-center justify-center rounded-full"
          >
            <span
              className="flex size-8 items-center justify-center rounded-full ring-offset-2 transition-shadow group-data-[state=checked]:ring-3 group-data-[state=checked]:ring-ink"
              style={{ backgroundColor: color, color: initialsColorOn(color) }}
            >
              <RadioGroupIndicator>
                <Check aria-hidden className="size-4" strokeWidth={3} />
              </RadioGroupIndicator>
            </span>
          </RadioGroupItem>
        ))}
      </RadioGroup>
    </div>
  );
}
