% sudokulab: 4x4 (2x2 boxes), killer with 1 cages, 2 givens: 1..............2
digit(1..4).
cell(1..4, 1..4).
given(1, 1, 1).
given(4, 4, 2).
group(1, 1, 1). group(1, 1, 2). group(1, 1, 3). group(1, 1, 4). 
group(2, 2, 1). group(2, 2, 2). group(2, 2, 3). group(2, 2, 4). 
group(3, 3, 1). group(3, 3, 2). group(3, 3, 3). group(3, 3, 4). 
group(4, 4, 1). group(4, 4, 2). group(4, 4, 3). group(4, 4, 4). 
group(5, 1, 1). group(5, 2, 1). group(5, 3, 1). group(5, 4, 1). 
group(6, 1, 2). group(6, 2, 2). group(6, 3, 2). group(6, 4, 2). 
group(7, 1, 3). group(7, 2, 3). group(7, 3, 3). group(7, 4, 3). 
group(8, 1, 4). group(8, 2, 4). group(8, 3, 4). group(8, 4, 4). 
group(9, 1, 1). group(9, 1, 2). group(9, 2, 1). group(9, 2, 2). 
group(10, 1, 3). group(10, 1, 4). group(10, 2, 3). group(10, 2, 4). 
group(11, 3, 1). group(11, 3, 2). group(11, 4, 1). group(11, 4, 2). 
group(12, 3, 3). group(12, 3, 4). group(12, 4, 3). group(12, 4, 4). 
group(13, 1, 2). group(13, 1, 3). 
cage_sum(13, 5).
#defined given/3.
#defined cage_sum/2.
1 { x(R, C, D) : digit(D) } 1 :- cell(R, C).
:- given(R, C, D), not x(R, C, D).
:- group(G, R1, C1), group(G, R2, C2), (R1, C1) < (R2, C2), x(R1, C1, D), x(R2, C2, D).
:- cage_sum(G, S), #sum { D, R, C : x(R, C, D), group(G, R, C) } != S.
:- x(1, 2, 4), x(1, 3, 3), x(1, 4, 2), x(2, 1, 3), x(2, 2, 2), x(2, 3, 1), x(2, 4, 4), x(3, 1, 4), x(3, 2, 3), x(3, 3, 2), x(3, 4, 1), x(4, 1, 2), x(4, 2, 1), x(4, 3, 4).
#show x/3.
