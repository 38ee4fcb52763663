/**
 * Long text (policies, journal articles) as plain data, rendered in one readable measure. Blocks
 * are paragraphs or lists; keeping the words as data lets tests check them against the rules.
 * The support address is a slot in the words, filled with the configured address as they render.
 */
import { ShopText } from '../../../components/ShopText';

export type Block = string | { list: string[] };

export interface ProseSection {
  heading: string;
  blocks: Block[];
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className="mt-4 text-[15.5px] leading-[1.85] text-ink-soft first:mt-0">
            <ShopText text={block} />
          </p>
        ) : (
          <ul key={index} className="mt-4 flex flex-col gap-2.5 first:mt-0">
            {block.list.map((item) => (
              <li key={item} className="relative pl-6 text-[15.5px] leading-[1.75] text-ink-soft">
                <span aria-hidden="true" className="absolute left-0 top-[0.72em] h-1.5 w-1.5 rounded-full bg-sage-400" />
                <ShopText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** Numbered sections with anchor ids, for a table of contents beside them. */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
  return (
    <div className="flex flex-col gap-12">
      {sections.map((section, index) => (
        <section key={section.heading} id={sectionId(section.heading)} aria-labelledby={`${sectionId(section.heading)}-title`} className="scroll-mt-28">
          <h2 id={`${sectionId(section.heading)}-title`} className="font-serif text-[28px] font-medium leading-tight text-ink sm:text-[32px]">
            <span className="mr-3 text-sage-500">{String(index + 1).padStart(2, '0')}</span>
            {section.heading}
          </h2>
          <div className="mt-5">
            <Blocks blocks={section.blocks} />
          </div>
        </section>
      ))}
    </div>
  );
}

export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
