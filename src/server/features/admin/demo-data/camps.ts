import type { ActivityCategory } from '../../../../shared/activity-categories';
import type { ActivityImageKind } from '../../../../shared/activity-images';

/** A day camp run for a school break (a week) or a PA day (one day). Titles get the break's name. */
export type CampTheme = {
  title: string;
  category: ActivityCategory;
  by: string[];
  description: string;
  tags: string[];
  ages: [number, number];
  image: ActivityImageKind;
  setting: 'indoor' | 'outdoor';
};

// prettier-ignore
export const CAMP_THEMES: CampTheme[] = [
  { title: 'Multi-Sport Camp', category: 'Sports', by: ['junior-kickers', 'slam-dunk-kids'], ages: [5, 12], image: 'soccer', setting: 'indoor', tags: ['soccer', 'basketball', 'team sports'],
    description: 'Soccer, basketball, dodgeball and capture the flag in the gym, with coaches who keep every kid moving. Bring a nut-free lunch and two snacks.' },
  { title: 'Minecraft & Game Design Camp', category: 'Coding', by: ['pixel-pioneers', 'code-cadets'], ages: [7, 12], image: 'code-screen', setting: 'indoor', tags: ['games', 'technology'],
    description: 'Campers design worlds, code mini-games and present them on the last day. Outdoor breaks between sessions; laptops provided.' },
  { title: 'Mad Science Camp', category: 'Science', by: ['mad-lab-science'], ages: [6, 12], image: 'experiments', setting: 'indoor', tags: ['experiments', 'chemistry'],
    description: 'Slime, rockets, crystals and kitchen chemistry: a new experiment every morning and a take-home lab kit at the end.' },
  { title: 'Art Explorers Camp', category: 'Art & Crafts', by: ['little-picassos', 'paper-moon-crafts'], ages: [5, 11], image: 'painting', setting: 'indoor', tags: ['painting', 'pottery'],
    description: 'Painting, clay and printmaking in the studio, ending with a gallery show for families on the last afternoon.' },
  { title: 'Junior Chefs Camp', category: 'Cooking', by: ['little-chefs'], ages: [7, 12], image: 'chef-hat', setting: 'indoor', tags: ['baking', 'healthy eating'],
    description: 'Campers cook their own lunch every day and take home a recipe booklet. Nut-free kitchen; allergies welcome with notice.' },
  { title: 'Wild Explorers Outdoor Camp', category: 'Nature', by: ['wild-explorers'], ages: [5, 12], image: 'outdoors', setting: 'outdoor', tags: ['hiking', 'outside'],
    description: 'Shelter building, animal tracking and fire-safe campfire snacks in the park, whatever the weather. Dress for outdoors.' },
  { title: 'Dance & Musical Theatre Camp', category: 'Dance', by: ['twirl-and-tap', 'hip-hop-kids'], ages: [5, 12], image: 'dance-party', setting: 'indoor', tags: ['musical theatre', 'performance'],
    description: 'Jazz, hip hop and a little acting, all building up to a short show for families at the end of camp.' },
];
