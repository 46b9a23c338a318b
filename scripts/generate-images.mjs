// Generates every illustration under public/images from the data files that reference them.
// Run: node scripts/generate-images.mjs — it rewrites public/images and fails on any image a data
// file references but no recipe here draws.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { avatar, icon, kit, product } from './generate-images/art.mjs';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const readJson = (relative) => JSON.parse(readFileSync(join(publicDir, relative), 'utf8'));

const iconsByFolder = {
  services: {
    consultation: 'video', 'lab-tests': 'testTube', scans: 'scanner', medicines: 'capsule', skincare: 'dropper',
    'care-programs': 'heartPulse', opd: 'hospital', labs: 'pin', 'tools-trackers': 'gauge',
  },
  specialities: {
    'general-physician': 'stethoscope', dermatologist: 'dropper', gynecologist: 'female', pediatrician: 'baby',
    cardiologist: 'heart', orthopedist: 'bone', 'ent-specialist': 'ear', psychiatrist: 'brain', psychologist: 'mind',
    gastroenterologist: 'stomach', neurologist: 'brain', endocrinologist: 'butterfly', diabetologist: 'glucometer',
    urologist: 'kidney', pulmonologist: 'lungs', ophthalmologist: 'eye', dentist: 'tooth', nephrologist: 'kidney',
    sexologist: 'twoHearts', dietitian: 'apple', physiotherapist: 'dumbbell', rheumatologist: 'bone', oncologist: 'ribbon',
    hepatologist: 'liver', trichologist: 'comb', allergist: 'flower', 'infectious-disease-specialist': 'virus',
    hematologist: 'bloodDrop', 'ayurveda-practitioner': 'leaf', homeopath: 'globules', 'vascular-surgeon': 'leg',
    'general-surgeon': 'scalpel',
  },
  'sample-collection': {
    'book-slot': 'calendar', 'home-visit': 'house', 'sealed-sample': 'sealedBag', 'smart-report': 'phoneReport',
    'find-centre': 'pin', 'walk-in': 'clock', 'quick-collection': 'testTube',
  },
  opd: {
    consultations: 'stethoscope', diagnostics: 'testTube', pharmacy: 'capsule', 'dental-vision': 'glasses',
    preventive: 'clipboard', 'mental-wellbeing': 'mind',
  },
  // Not referenced by a data file: offered to the scans grid and the medicines page category tiles.
  scans: { mri: 'scanner', ct: 'ctScanner', ultrasound: 'probe', xray: 'ribcage' },
  catalogue: {
    'sexual-wellness': 'twoHearts', 'pain-relief': 'bandage', ayurveda: 'mortar', devices: 'bpMonitor',
    'baby-care': 'baby', 'skin-haircare': 'dropper', 'women-wellness': 'female', 'vitamins-supplements': 'sparkleCapsule',
  },
};

const productShapes = {
  'niacinamide-10-zinc-1-serum': 'dropper', 'ceramide-moisturising-cream': 'jar', 'mineral-sunscreen-spf-50-pa': 'tube',
  'salicylic-acid-2-face-wash': 'pump', 'vitamin-c-15-brightening-serum': 'dropper', 'hyaluronic-acid-hydrating-gel': 'jar',
  'retinol-0-3-night-cream': 'tube', 'kojic-acid-depigmenting-cream': 'tube',
};
const kitShapes = [['pump', 'dropper', 'jar'], ['dropper', 'tube', 'jar'], ['tube', 'dropper', 'jar'], ['pump', 'dropper', 'jar'],
  ['tube', 'tube'], ['pump', 'dropper'], ['dropper', 'tube'], ['pump', 'dropper', 'jar', 'tube']];

function recipes() {
  const images = new Map();
  for (const [folder, icons] of Object.entries(iconsByFolder)) {
    for (const [name, glyph] of Object.entries(icons)) images.set(`/images/${folder}/${name}.svg`, icon(glyph));
  }
  for (const item of readJson('data/skincare-products.json')) {
    const name = item.img.replace('/images/skincare/products/', '').replace('.svg', '');
    images.set(item.img, product(productShapes[name] ?? 'jar'));
  }
  readJson('data/skincare-package-details.json').forEach((detail, index) => {
    for (const image of detail.images) images.set(image, kit(kitShapes[index % kitShapes.length]));
  });
  readJson('data/feedback.json').forEach((entry, index) => images.set(entry.profileImg, avatar(entry.profileName, index)));
  readJson('data/our-doctors.json').forEach((doctor, index) =>
    images.set(doctor.image, avatar(doctor.name, index + 1, { doctor: true })),
  );
  return images;
}

function referencedImages(dir = publicDir, found = new Set()) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'images') referencedImages(path, found);
    } else if (entry.endsWith('.json')) {
      JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), (_key, value) => {
        if (typeof value === 'string' && value.startsWith('/images/')) found.add(value);
        return value;
      });
    }
  }
  return found;
}

const images = recipes();
const missing = [...referencedImages()].filter((path) => !images.has(path));
if (missing.length > 0) {
  console.error(`No recipe for:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

// Only the folders this script owns: hand-made art (badges, hero) lives beside them in public/images.
const generatedFolders = new Set([...images.keys()].map((path) => path.split('/')[2]));
for (const folder of generatedFolders) rmSync(join(publicDir, 'images', folder), { recursive: true, force: true });
let bytes = 0;
for (const [path, content] of images) {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  bytes += Buffer.byteLength(content);
}
console.log(`Wrote ${images.size} images, ${bytes} bytes`);
