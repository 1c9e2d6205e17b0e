// @ts-check
// Svenska: spelreglernas texter.
export default {
  'rules.title': 'Regler',
  'rules.games': 'Spel',
  'rules.learn': 'Lär dig {game} genom att spela',
  'rules.section.play': 'Så spelar man',
  'rules.section.capture': 'Tagning',
  'rules.section.end': 'Slutet',
  'rules.section.readings': 'Hur vi läser källorna',
  'rules.section.sources': 'Källor',

  'rules.giuthi.intro':
    'Giuthi betyder ”att dela ut” eller ”att placera” på kikuyu. Herdar och pojkar som vaktar boskap och getter vid foten av Mount Kenya spelar det i gropar grävda i marken eller på träbräden, med flodstenar eller hårda frön.',
  'rules.giuthi.play':
    'Två rader gropar, oftast 8 per rad med 8 frön i varje; din rad är den närmast dig, och tagna frön läggs i en hög bredvid brädet.\n\n- Ta upp alla frön ur en av dina gropar som har minst två. Ett ensamt frö får aldrig sås.\n- Välj riktning: medurs eller moturs. Släpp fröna ett och ett i de följande groparna.\n- Om det sista fröet hamnar i en grop med frön (på någon av sidorna), ta upp allt i den och så igen, nu åt motsatt håll. Varje nytt varv vänder tillbaka.\n- När det sista fröet hamnar i en tom grop är draget slut.',
  'rules.giuthi.capture':
    '- Slutar draget i en tom grop på motståndarens sida händer ingenting.\n- Slutar det i en tom grop på din egen sida utan att du under hela draget har lagt ett enda frö på motståndarens sida, får du ett extra drag.\n- Slutar det i en tom grop på din egen sida efter att du har besökt motståndarens sida, tar du fröna i gropen mittemot, och även fröna mittemot varje tom grop som följer i rad längs din sida, i det sista varvets riktning. Om något togs går det sista fröet också till din hög.\n\nSom kikuyu säger: ”Man kan inte stjäla en annan mans boskap utan att gå in på hans mark!”',
  'rules.giuthi.end':
    'En spelare som bara har ensamma frön och tomma gropar står över tills hon eller han kan dra igen. Partiet slutar när ingen av spelarna kan dra, eller direkt som oavgjort när en ställning upprepas med samma spelare i tur. Var och en räknar sin hög plus fröna som är kvar i de egna groparna; högst poäng vinner.',
  'rules.giuthi.decisions':
    '- Källtexten skriver brädets övre rad i indexordning; bokstavligt läst motsäger det dess egen moturs ordning, så den övre raden läses som den ses från den övre spelarens plats.\n- Raden av tomma gropar som förlänger en tagning slutar vid slutet av din rad eller vid din första grop med frön; en tom grop mittemot stoppar den inte.\n- Det sista fröet tas bara när minst ett frö togs tillsammans med det.\n- Upprepning kontrolleras efter varje drag, även extra drag.\n- Ett drag vars sådd inte har tagit slut efter en miljon varv räknas som ändlöst och är inte tillåtet. Det är projektets regel, inte tradition: sådana reläer kan gå runt i all evighet, ingen spelare sår en miljon varv, och det längsta drag som tog slut i en miljon testpartier tog några tusen varv.',
  'rules.giuthi.background':
    'Den brittiske etnologen G. St. J. Orde Browne beskrev Giuthi 1925 i The Vanishing Tribes of Kenya. Elspeth Huxley (Red Strangers, 1939) och John A. Hunter (Tales of the African Frontier, 1954) noterade hur snabbt kikuyuspelare räknade reläer som förbryllade europeiska åskådare. Fröna var rundade flodstenar, hårda mubuthi-frön (Caesalpinia volkensii) eller de gula bären från sodomsäpplet (Solanum incanum), som kallas ndongu på sydlig kikuyu. Kända bräden sträcker sig från 2 × 5 till krävande 2 × 10 med 9 frön per grop.',

  'rules.kiothi.intro':
    'Kiothi, av kimeru-verbet ”att sätta” eller ”att placera”, spelas av meru på Mount Kenyas nordöstra sluttningar på bräden av hårdträ, omkring 90 cm långa. Spelpjäserna är krigare (njodthie), och varje spelare har ett fängelse (på engelska prison) vid brädets ände.',
  'rules.kiothi.play':
    'Två rader med 10 boma. Vid starten har varje spelare 5 krigare i var och en av sina sex boma längst till höger (enligt vissa källor fem boma).\n\n- Öppning: på ditt första drag tömmer du exakt två av dina boma med krigare och placerar deras krigare, i valfria antal, på valfria boma på brädet, dina egna eller motståndarens. Syd öppnar, Nord svarar. Efter Nords öppning märks varje boma med krigare som nki: skyddad.\n- Senare drag: lyft valfritt antal krigare (en, några eller alla) från en av dina boma och så ut dem en och en moturs.\n- Den sista krigaren i första varvet får inte landa i en boma med krigare i din egen rad.\n- Slutar ett varv i en boma med krigare (i någon rad), lyft alla dess krigare och så vidare. Draget slutar i en tom boma.\n- En boma förlorar sitt nki-skydd för gott så snart krigare lyfts ur den.',
  'rules.kiothi.capture':
    '- Slutar draget i en tom boma i din rad tar du fiendens boma mittemot, om den har krigare och inte är nki. De tagna krigarna och din sista krigare går till ditt fängelse.\n- Slutar draget i din boma längst till vänster tar du dessutom fiendens tre boma mittemot din andra, tredje och fjärde boma, alla tre eller ingen: var och en måste ha krigare, ingen får vara nki, och var och en måste ha varit tom vid starten eller ha såtts från sedan öppningen.',
  'rules.kiothi.end':
    'En spelare som inte kan dra avslutar partiet, och alla krigare som är kvar på brädet går till den andra spelarens fängelse. Det fullaste fängelset vinner. Att vinna med exakt två krigare är den berömda ”enkrigarsegern”, som förr värderades som två eller till och med tio vanliga segrar.',
  'rules.kiothi.decisions':
    '- ”Med krigare” i regeln om första varvet betyder att boman hade krigare innan den sista landade.\n- Att ta emot krigare tar inte bort nki; bara att lyfta gör det, i början av ett drag eller i ett relä.\n- Bonusen längst till vänster bedöms för sig, oavsett om boman mittemot togs; den sista krigaren går till fängelset om något togs.\n- Ett drag vars sådd inte har tagit slut efter en miljon varv räknas som ändlöst och är inte tillåtet. Det är projektets regel, inte tradition: sådana reläer kan gå runt i all evighet, ingen spelare sår en miljon varv, och det längsta drag som tog slut i en miljon testpartier tog några tusen varv.\n- Källtexten har inget oavgjort; två spelare skulle kunna flytta krigare fram och tillbaka i all evighet, så en ställning (alla boma, deras nki-märken och spelaren i tur) som uppstår för tredje gången avslutar partiet oavgjort.\n- Den albanska versionen av källtexten förvanskar regeln om trippeltagning; den engelska texten följs.',
  'rules.kiothi.background':
    'Antropologen Bernardo Bernardi publicerade den första beskrivningen av Kiothi i The Mugwe, a Failing Prophet (1959), och fader Andrew Botta beskrev Kiothi-klubbar vid missionen i Materi i Tharaka 1972. Mugwe, merus högsta andliga ämbete, fördrev dagen med att spela Kiothi; Rodney Needham skrev i The Left Hand of the Mugwe att Mugwe alltid höll sin vänstra hand dold under ett tyg. Krigarna är oftast de släta grå fröna från Caesalpinia bonduc.',

  'rules.en-gehe.intro':
    'En Gehé (plural ’n gehén) är spelet för maasaiernas krigarålderklass, moranerna, bland loitha- och kisonga-maasai i norra Tanzania. Två lag med åtta män spelar det och bestämmer varje drag tillsammans.',
  'rules.en-gehe.play':
    'Två rader med 40 till 50 gropar grävda i marken, 4 spelbrickor i varje. Varje lag råder över en rad.\n\n- Lyft alla brickor ur valfri grop med brickor på din sida (även en ensam bricka får sås) och så ut dem en och en moturs.\n- Hamnar den sista brickan i en grop med brickor, lyft allt i den och så vidare: ett relä.\n- Draget slutar när den sista brickan hamnar i en tom grop.',
  'rules.en-gehe.capture':
    'Slutar draget i en tom grop i din egen rad och gropen mittemot har brickor, tar du dem och din sista bricka till din hög. Är gropen mittemot tom tas ingenting och brickan ligger kvar.',
  'rules.en-gehe.end':
    'En sida som inte kan dra när det är dess tur avslutar partiet; brickorna som är kvar på brädet går till den sida som gjorde det sista draget. Störst hög vinner; lika stora högar är oavgjort.',
  'rules.en-gehe.decisions':
    '- De två lagen är de två sidorna; namnen är bara etiketter.\n- Mindre bräden erbjuds för övning och märks som sådana.\n- Källtexten har inget oavgjort; för att spelet inte ska kunna gå runt i all evighet avslutar en ställning (alla gropar och sidan i tur) som uppstår för tredje gången partiet oavgjort.\n- Ett drag vars sådd inte har tagit slut efter en miljon varv räknas som ändlöst och är inte tillåtet. Det är projektets regel, inte tradition: sådana reläer kan gå runt i all evighet, ingen spelare sår en miljon varv, och det längsta drag som tog slut i en miljon testpartier tog några tusen varv. Korrekta drag med mer än 80 varv förekommer; den här sidan snabbar upp dem så att inget tar mer än omkring tio sekunder i normalt tempo.',
  'rules.en-gehe.background':
    'Enligt maasaiernas tradition uppfann Sindillo, son till Maitoumbe, den förste mannen, spelet på äldre dagar, efter att han hade fört in honung i maasaiernas kost. Kvinnor fick inte spela. Moritz Merker, officer i Tyska Östafrika och en tidig etnograf av maasai, publicerade den första europeiska beskrivningen 1904. Groparna kallades en gurtóto, raderna ol mátua och brickorna os soid: flodstenar eller frön från busken ol gulangulu (Caesalpinia bonduc). Med upp till 100 gropar och 400 brickor hör det till de största traditionella brädspelen i världen; Ralf Gering publicerade en uppmärksammad slutspelsstudie på 2 × 50.',

  'rules.hus.intro':
    'Hus (ǁhūs på khoekhoegowab) är Namibias mancala med fyra rader, spelat av damara, nama, herero, kwanyama, ndonga, kwangari, mbukushu, shambyo och haiǁom, och känt under många namn: Owela, Otjitoto, Wera med flera.',
  'rules.hus.play':
    'Fyra rader med 8 till 16 gropar (24 eller fler i lagspel). Du äger de två raderna närmast dig. Vid starten ligger 2 stenar (”kor”) i varje grop i din bakre rad och i den högra halvan av din främre rad.\n\n- Lyft alla stenar ur en av dina gropar med minst två och så ut dem en och en moturs, bara runt dina egna två rader.\n- Hamnar den sista stenen i en tom grop är draget slut.\n- Hamnar den i en grop med stenar, lyft allt där och så vidare.',
  'rules.hus.capture':
    'Slutar ett varv i en grop med stenar i din främre rad och den motsatta gropen i motståndarens främre rad har stenar, tar du dem, tillsammans med stenarna i motståndarens bakre grop bakom den. De tagna stenarna sås ut direkt, med början i gropen efter den som gjorde tagningen (som behåller sina stenar). Ett sådant varv kan ta eller gå i relä igen.',
  'rules.hus.end':
    'En spelare som inte kan dra (bara tomma gropar och ensamma stenar) förlorar.',
  'rules.hus.decisions':
    '- Två spelare kan flytta stenar fram och tillbaka i all evighet, så det här projektet dömer oavgjort när samma ställning (alla gropar och spelaren i tur) uppstår för tredje gången. Källtexten har inget oavgjort.\n- Ett drag vars sådd inte har tagit slut efter en miljon varv räknas som ändlöst och är inte tillåtet. Det är projektets regel, inte tradition: sådana reläer kan gå runt i all evighet, ingen spelare sår en miljon varv, och det längsta drag som tog slut i en miljon testpartier tog några tusen varv.\n- Barnens öppning från Windhoek är för vagt beskriven för att spela efter, så den utelämnas.',
  'rules.hus.background':
    'Den rhenländske missionären Johann Georg Krönlein beskrev spelet i Stora Namaland 1855. Hus förekommer i muntliga traditioner om ǀGurihoeseb, den förste förfadern i damaras mytologi, och var en gång knutet till gemensamma regnceremonier; namnet kan gå tillbaka på ett gammalt ord för ”moln”. Stenarna ses som boskap, så varje tagning är en räd mot motståndarens hjord. ǁ i början av namnet är ett lateralt klickljud.',
};
