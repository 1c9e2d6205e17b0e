// @ts-check
// English: each game's about page (www/about/), loaded when it opens. Only
// what the sources state (the rule texts' overviews, compiled from Mancala
// World, and the works they cite); where they are unsure, the page says so.
export default {
  'about.title': 'About {game}',
  'about.openLong': 'About {game}: its people and history',
  'about.rules': 'The rules of {game}',
  'about.section.people': 'Its people and places',
  'about.section.play': 'How, and by whom, it is played',
  'about.section.history': 'What is known of its history',
  'about.section.names': 'Its names',
  'about.section.uncertain': 'What the sources leave uncertain',
  'about.section.sources': 'Sources',
  'about.sources.works': 'The works our source cites:',
  'about.sources.compiled': 'Our source, which cites them: Mancala World, “{article}”, a wiki article (no date given).',
  'about.noTitle': 'title not given in our source',
  'about.noYear': 'year not given in our source',

  'about.giuthi.lead': 'A mancala of the Kikuyu and Embu of central Kenya, a test of reckoning ahead: every relay turns back.',
  'about.giuthi.people':
    'Giuthi is traditional among the Kikuyu and Embu communities of central Kenya, at the foot of Mount Kenya.',
  'about.giuthi.play':
    'Giuthi is the game of herders and teenage boys watching over cattle and goats: its pits are scooped out of the sun-baked earth or shaped into sturdy wooden boards. The counters are rounded river stones, the hard seeds of the mubuthi tree (Caesalpinia volkensii), or the yellow berries of the Sodom apple (Solanum incanum). Two rows of 8 holes with 4 or 8 seeds in each is the usual board across Kikuyuland; 2 × 5 holes is an introductory herders’ game, 2 × 6 a common beginners’ board, and 2 × 10 with 9 seeds in each a demanding handicap board. A Kikuyu saying sums up its tactics: “You cannot steal the cattle of another man without entering his land!”',
  'about.giuthi.history':
    'The British ethnologist Granville St. John Orde Browne gave the first formal description of Giuthi in 1925, in The Vanishing Tribes of Kenya. Elspeth Huxley, in Red Strangers (1939), and the big-game hunter John A. Hunter, in Tales of the African Frontier (1954), noted that the speed of the players’ reckoning, and relays that change direction, bewildered European onlookers. The ethnologist Walter Driedger recorded a board of 2 × 7 holes with 6 seeds in each. Giuthi endgames have since become composed problems in the study of mancala.',
  'about.giuthi.names':
    'Giuthi means “to distribute” or “to place” in Kikuyu. The southern Kikuyu call the Sodom apple’s berries, used as counters, ndongu.',
  'about.giuthi.uncertain':
    'What is written of Giuthi was written by outside observers; how it was played before them, and where it is played today, our sources do not say.',

  'about.kiothi.lead': 'The mancala of the Meru of Mount Kenya: warriors, protected boma and two prisons.',
  'about.kiothi.people': 'Kiothi is played by the Meru people, who live on the north-eastern slopes of Mount Kenya.',
  'about.kiothi.play':
    'It is played on substantial hardwood boards about 90 cm (36 inches) long: two rows of ten pits, the boma, between two large troughs at the ends, the prisons. The counters are warriors (njodthie), usually the smooth grey seeds of Caesalpinia bonduc. A win by exactly two warriors, the “one-warrior victory”, is a mark of extraordinary skill, traditionally valued as two, and sometimes as many as ten, ordinary wins.',
  'about.kiothi.history':
    'The anthropologist Bernardo Bernardi published the earliest record of Kiothi in his study The Mugwe, a Failing Prophet (1959). In 1972 Father Andrew Botta reported active Kiothi clubs at the Materi mission in Tharaka District. Kiothi holds a singular place in Meru ritual life: the Mugwe, the highest spiritual dignitary of the Meru, passed the daylight hours playing it. As the anthropologist Rodney Needham recorded in The Left Hand of the Mugwe, a sacred rule required the Mugwe to keep his left hand hidden under a cloth at all times.',
  'about.kiothi.names':
    'Kiothi comes from the Kimeru verb meaning “to put” or “to place”. The pits are boma, the counters njodthie, “warriors”, and a boma protected after the opening is nki.',
  'about.kiothi.uncertain':
    'Accounts differ on the start: five warriors in each of six boma (30 a side), or of five (25 a side). Our source gives no year for Needham’s work and no title for Botta’s reports.',

  'about.en-gehe.lead': 'The great mancala of the Maasai of northern Tanzania: two rows of up to 50 holes, played by teams.',
  'about.en-gehe.people': 'En Gehé is native to the Loitha and Kisonga Maasai of northern Tanzania.',
  'about.en-gehe.play':
    'It is known as the game of the warrior age-set, the morans. Traditionally two teams of eight men play it together, weighing every move as a group; women are excluded from play. The holes are scooped straight into the ground, two rows of 40 to 50 with 4 counters in each: 320 to 400 counters, small river pebbles or seeds of the ol gulangulu shrub (Caesalpinia bonduc). With up to 100 holes and 400 counters it is one of the largest traditional board games in the world.',
  'about.en-gehe.history':
    'Maasai lore credits the game to Sindillo, son of Maitoumbe, the first man, who is said to have devised it in his old age, having earlier brought honey into the Maasai diet. Moritz Merker (1867–1908), an officer of the imperial protection force (Kaiserliche Schutztruppe) in German East Africa and a founding ethnographer of the Maasai, published the first European account of En Gehé in 1904. The mancala scholar Ralf Gering published a celebrated endgame study on a board of 2 × 50.',
  'about.en-gehe.names':
    'En Gehé, plural ’n gehén. A hole is en gurtóto (plural ’n gurtót), a row ol mátua (plural el mátuan), a counter os soid (plural es soido).',
  'about.en-gehe.uncertain': 'Our source does not give the title of Merker’s account, nor the title or year of Gering’s study.',

  'about.hus.lead': 'The four-row mancala of Namibia, where the counters are cattle and every capture is a raid on the other herd.',
  'about.hus.people':
    'Hus is played in many communities of Namibia, among them the Damara, Nama, Herero, Kwanyama, Ndonga, Kwangari, Mbukushu, Shambyo and Haiǁom, and it ranks among the defining intellectual pastimes of south-western Africa.',
  'about.hus.play':
    'Each player, or each team, commands the two rows nearest their seat, on boards of 8 to 16 holes a row; longer boards of 24 holes or more are traditional for team matches. The stones are thought of as cattle, so every capture is a raid on the opposing herd. In Windhoek a popular children’s version asks every player to open with set moves before free play.',
  'about.hus.history':
    'European records go back to 1855, when the Rhenish missionary Johann Georg Krönlein observed the game in Great Namaqualand. Hus appears in oral traditions of ǀGurihoeseb, the first ancestor of Damara mythology, and historically held sacred ties to communal rain ceremonies.',
  'about.hus.names':
    'In the standard Khoekhoegowab spelling the name is ǁhūs; its ǁ is a lateral click, like the click a rider makes to urge on a horse. Across southern Africa the game is also called Xoros, Ogoro, Onjune, Owela, Otjitoto and Wera. A hole is ǁhuti, a capture ǁam, and the stones are gomate, “cows”.',
  'about.hus.uncertain':
    'The name is usually translated “hole”, but language research suggests it may go back to an old word for “cloud”, recalling the game’s tie to rain rituals: a suggestion, not a settled fact. Our source does not give the title of Krönlein’s record.',
};
