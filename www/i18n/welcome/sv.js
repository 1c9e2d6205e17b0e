// @ts-check
// Svenska: första skärmens texter (www/welcome/), som laddas med den
// (language.js).
export default {
  'welcome.title': 'Mancala',
  'welcome.family': 'Mancala är en familj brädspel som spelas i hela Afrika och långt utanför: frön sås ut ett och ett runt ett bräde av gropar och fångas. Här är fyra av dem, från östra och södra Afrika.',
  'welcome.back': 'Tillbaka till ditt parti',
  'welcome.play': 'Spela mot datorn · {level}',
  'welcome.level': 'Datorns nivå',
  'welcome.friendLink': 'Med en vän via meddelande, ett drag i taget',
  'welcome.puzzles': 'Problem',
  'welcome.friend': 'Med en vän här',
  'welcome.online': 'Med en vän på nätet, live, samtidigt',
  'welcome.about': 'Om spelet',
  'welcome.learn': 'Lär dig',
  'welcome.watch': 'Se ett parti',
  'welcome.giuthi.people': 'Kikuyu och Embu i Kenya',
  'welcome.kiothi.people': 'Meru i Kenya',
  'welcome.en-gehe.people': 'Maasai i Tanzania',
  'welcome.hus.people': 'Damara, Nama, Herero med flera i Namibia',
  'welcome.giuthi.special': 'Så åt vilket håll du vill; varje stafettvarv vänder tillbaka. Sluta i din egen rad för ett extra drag, eller, efter en räd in i motståndarens rad, en fångst.',
  'welcome.kiothi.special': 'Var sida öppnar med att tömma två boma och placera krigarna var som helst; de boma som då fylls är skyddade nki. Sedan lyfter du så många krigare du vill.',
  'welcome.en-gehe.special': 'Ett lagspel på bräden med upp till 2 × 50 gropar: sådden går vidare varv efter varv tills ett frö hamnar i en tom grop.',
  'welcome.hus.special': 'Fyra rader, två för varje spelare: så runt dina egna två rader, fånga från motståndarens inre rad och gropen bakom den, och så ut de fångade fröna direkt.',
};
