import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { RADIUS_CHOICES, type Candidates, type ListArea } from '../../contract/plannerLists';
import { hospitalEn } from '../../i18n/en.hospital';
import { PlaceSearch } from './PlaceSearch';

const text = hospitalEn.lists;
type AreaChoice = 'home' | 'hospital' | 'place';

interface ListAreaControlsProps {
  answer: Candidates;
  disabled: boolean;
  /** The server did not know the place asked for. */
  areaError: string | null;
  onArea: (area: ListArea) => void;
  onRadius: (radiusMiles: number) => void;
}

/** Where distances are measured from (the patient's home ZIP, the hospital, another place) and the radius. */
export function ListAreaControls({ answer, disabled, areaError, onArea, onRadius }: ListAreaControlsProps) {
  const current: AreaChoice = answer.area.type === 'zip' || answer.area.type === 'city' ? 'place' : answer.area.type;
  const [choice, setChoice] = useState<AreaChoice>(current);
  const radii = [...new Set([...RADIUS_CHOICES, answer.radiusMiles])].sort((a, b) => a - b);
  // The three places side by side need about 600 px; on a phone they stand one under another.
  const narrow = useMediaQuery('(max-width: 40em)') === true;

  const choose = (value: string) => {
    setChoice(value as AreaChoice);
    if (value === 'home' || value === 'hospital') onArea({ type: value });
  };

  return (
    <Stack gap="sm">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text fw={600} id="list-area-label">
            {text.area}
          </Text>
          <SegmentedControl
            aria-labelledby="list-area-label"
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            value={choice}
            onChange={choose}
            disabled={disabled}
            data={[
              { value: 'home', label: answer.home ? text.home(answer.home.name) : text.noHome, disabled: !answer.home },
              { value: 'hospital', label: text.hospital },
              { value: 'place', label: text.place },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text fw={600} id="list-radius-label">
            {text.radius}
          </Text>
          <SegmentedControl
            aria-labelledby="list-radius-label"
            value={String(answer.radiusMiles)}
            onChange={(value) => onRadius(Number(value))}
            disabled={disabled}
            data={radii.map((miles) => ({ value: String(miles), label: text.miles(miles) }))}
          />
        </Stack>
      </Group>
      {choice === 'place' && <PlaceSearch disabled={disabled} areaError={areaError} onArea={onArea} />}
      <Text c="dimmed">{text.from(answer.area.name)}</Text>
    </Stack>
  );
}
