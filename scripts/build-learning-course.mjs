// Generates functions/features/learning/course.generated.json from content/: the journeys'
// structure, lesson kinds and XP, quiz answer keys and achievements, so the Worker grades and
// awards from the same content the pages show. Run by `npm run build`, `npm run dev` and
// `npm test`; a unit test fails when the checked-in file is out of date.
// Imports the TypeScript schemas directly (Node 24 strips types), so there is one definition.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { achievementSchema, journeySchema, lessonSchema } from '../src/lib/learning/schema.ts';
import { assertValidLearningContent } from '../src/lib/learning/problems.ts';
import { buildLearningCourse } from '../src/lib/learning/course.ts';

export const OUTPUT = 'functions/features/learning/course.generated.json';

/** Validates one entry with its schema; the error names the file and every failing field. */
function parseWith(schema, data, file) {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid ${file}:\n- ${issues.join('\n- ')}`);
  }
  return result.data;
}

/** Front matter of a Markdown file, parsed as YAML. */
function frontMatter(text, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return parseYaml(match[1]);
}

const listFiles = (dir, ext) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .sort()
    : [];

/** Reads and validates every journey, lesson and achievement under a content directory. */
export function readLearningContent(contentDir = 'content') {
  const journeys = listFiles(join(contentDir, 'journeys'), '.yaml').map((f) => {
    const file = join(contentDir, 'journeys', f);
    return { fileId: f.slice(0, -5), data: parseWith(journeySchema, parseYaml(readFileSync(file, 'utf8')), file) };
  });
  const lessonsDir = join(contentDir, 'lessons');
  const folders = existsSync(lessonsDir)
    ? readdirSync(lessonsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lessons = folders.flatMap((folder) =>
    listFiles(join(lessonsDir, folder), '.md').map((f) => {
      const file = join(lessonsDir, folder, f);
      return { folder, fileId: f.slice(0, -3), data: parseWith(lessonSchema, frontMatter(readFileSync(file, 'utf8'), file), file) };
    }),
  );
  const achievementsFile = join(contentDir, 'achievements.yaml');
  const rawAchievements = existsSync(achievementsFile) ? (parseYaml(readFileSync(achievementsFile, 'utf8')) ?? []) : [];
  const achievements = (Array.isArray(rawAchievements) ? rawAchievements : [rawAchievements]).map((a, i) =>
    parseWith(achievementSchema, a, `${achievementsFile} entry ${i + 1}`),
  );
  const techniqueSlugs = new Set(listFiles(join(contentDir, 'techniques'), '.md').map((f) => f.slice(0, -3)));
  return { journeys, lessons, achievements, techniqueSlugs };
}

/** The generated file's exact text for a content directory (throws on invalid content). */
export function generateLearningCourse(contentDir = 'content') {
  const content = readLearningContent(contentDir);
  assertValidLearningContent(content);
  const course = buildLearningCourse(
    content.journeys.map((j) => j.data),
    content.lessons.map((l) => l.data),
    content.achievements,
  );
  return `${JSON.stringify(course, null, 1)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    writeFileSync(OUTPUT, generateLearningCourse());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
